// Delete with a confirmation (card and detail page); the server refuses with a message while
// the package has orders or subscriptions, and that message is what the admin sees.
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { Package } from '../../../contract/packages';
import { useLocalizedPackage } from '../../lib/localizedPackage';
import { IconAction } from '../../components/IconAction';

export function DeletePackageButton({
  pkg,
  onDelete,
  variant = 'icon',
}: {
  pkg: Package;
  onDelete: (pkg: Package) => Promise<unknown>;
  variant?: 'icon' | 'button';
}) {
  const translate = useTranslate();
  const localized = useLocalizedPackage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = translate('resources.packages.delete');
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete(pkg);
    } catch {
      // the action's hook has already told the admin why
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      {variant === 'icon' ? (
        <IconAction label={label} color="error" size="small" onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconAction>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.packages.delete_title"
        content="resources.packages.delete_text"
        titleTranslateOptions={{ name: localized(pkg).name }}
        confirm="resources.packages.delete"
        confirmColor="warning"
        // confirm never rejects (it catches the failure the action's hook has already shown): fire and forget.
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
