// A CV row's actions: the admin details page and delete (confirmed, for a role that may).
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useState } from 'react';
import { useBasename, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Cv } from '../../../contract/cvs';
import { CvDeleteConfirm } from './CvDeleteConfirm';

export function CvRowActions({ cv }: { cv: Cv }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [confirm, setConfirm] = useState(false);
  const { canAccess: canDelete } = useCanAccess({ resource: 'cvs', action: 'delete' });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      <Tooltip title={translate('resources.cvs.actions.view')}>
        <IconButton size="small" component={Link} to={`${basename}/cvs/${cv.id}`} aria-label={translate('resources.cvs.actions.view')}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canDelete && (
        <Tooltip title={translate('resources.cvs.actions.delete')}>
          <IconButton size="small" color="error" onClick={() => setConfirm(true)} aria-label={translate('resources.cvs.actions.delete')}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <CvDeleteConfirm cv={cv} open={confirm} onClose={() => setConfirm(false)} />
    </Box>
  );
}
