// Add an admin (email, names, role) or change one (names, role), checked with the contract's
// rules; the chosen role says in a line what it may do. A refusal the server explains (an
// email in use, the last owner) shows in the dialog.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form/inputs';
import { formErrors, serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import type { Admin } from '../../../contract/auth';
import { ROLES } from '../../../contract/permissions';
import { teamCreateBody } from '../../../contract/team';
import { roleLabel } from '../../lib/roles';
import { serverMessage } from '../../lib/serverMessage';
import { PROFILE_MESSAGES } from '../profile/fieldErrors';
import { Spinner } from '../../components/Spinner';

const editSchema = teamCreateBody.pick({ firstName: true, lastName: true, role: true });

function RoleField({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const role = useWatch({ name: 'role' }) as string;
  return (
    <FormTextField
      select
      source="role"
      label="app.team.fields.role"
      size="small"
      fullWidth
      disabled={disabled}
      hint={translate(`app.team.role_hints.${role}`, { _: ' ' })}
    >
      {ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {roleLabel(translate, r)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export interface AdminFormDialogProps {
  /** The admin to change; none to add one. */
  admin?: Admin;
  onClose: () => void;
  /** The form's values as the contract's schema gives them; the caller sends them (and throws its refusal). */
  onSave: (values: FieldValues) => Promise<unknown>;
}

export function AdminFormDialog({ admin, onClose, onSave }: AdminFormDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const adding = !admin;
  const record = admin
    ? { firstName: admin.firstName, lastName: admin.lastName, role: admin.role }
    : { email: '', firstName: '', lastName: '', role: 'support' };

  const submit = async (values: FieldValues) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSave(values);
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error, PROFILE_MESSAGES);
      if (fields) return fields;
      if (adding && error instanceof HttpError && error.status === 409) return formErrors({ email: error.message }, PROFILE_MESSAGES);
      setFailure(serverMessage(error, adding ? 'app.team.add_failed' : 'app.team.save_failed'));
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const text = (source: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField source={source} label={label} size="small" fullWidth disabled={saving} {...extra} />
  );
  return (
    <Dialog open onClose={() => !saving && onClose()} maxWidth="sm" fullWidth fullScreen={fullScreen} aria-labelledby="admin-form-title">
      <SchemaForm schema={adding ? teamCreateBody : editSchema} messages={PROFILE_MESSAGES} record={record} onSubmit={submit}>
        <DialogTitle id="admin-form-title">
          {adding ? translate('app.team.add_title') : translate('app.team.edit_title', { name: `${admin.firstName} ${admin.lastName}`.trim() })}
        </DialogTitle>
        <DialogContent>
          {adding && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.team.add_text')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            {adding && (
              <Box sx={{ gridColumn: '1 / -1' }}>{text('email', 'resources.users.fields.email', { type: 'email', autoComplete: 'off', autoFocus: true })}</Box>
            )}
            {text('firstName', 'resources.users.fields.firstName', { autoComplete: 'off', autoFocus: !adding })}
            {text('lastName', 'resources.users.fields.lastName', { autoComplete: 'off' })}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <RoleField disabled={saving} />
            </Box>
          </Box>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {translate(failure, { _: failure })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <Spinner size={16} color="inherit" besideText /> : undefined}>
            {translate(saving ? 'app.common.saving' : adding ? 'app.team.add' : 'app.common.save')}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
