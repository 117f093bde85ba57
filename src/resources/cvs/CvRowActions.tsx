// A CV row's actions: the admin details page and delete (confirmed, for a role that may).
import { Box } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useState } from 'react';
import { useBasename, useCanAccess, useTranslate } from 'react-admin';
import type { Cv } from '../../../contract/cvs';
import { CvDeleteConfirm } from './CvDeleteConfirm';
import { IconAction } from '../../components/IconAction';

export function CvRowActions({ cv }: { cv: Cv }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [confirm, setConfirm] = useState(false);
  const { canAccess: canDelete } = useCanAccess({ resource: 'cvs', action: 'delete' });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      <IconAction label={translate('resources.cvs.actions.view')} size="small" to={`${basename}/cvs/${cv.id}`}>
        <VisibilityIcon fontSize="small" />
      </IconAction>
      {canDelete && (
        <IconAction label={translate('resources.cvs.actions.delete')} size="small" color="error" onClick={() => setConfirm(true)}>
          <DeleteIcon fontSize="small" />
        </IconAction>
      )}
      <CvDeleteConfirm cv={cv} open={confirm} onClose={() => setConfirm(false)} />
    </Box>
  );
}
