// Details tab: edit name, email and the three flags; read-only usage; Save Details, Reset
// Password (confirmed, then the one-time password) and Send Verification while unverified.
// Unticking Active Account asks first, as the list's deactivate does, and offers Undo.
// A refetch after someone else's change shows through, except in the fields being edited.
// A role that may only read the user sees the same fields, disabled, and no buttons it lacks.
import { Alert, Box, Button, FormGroup, Grid, Typography } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type FieldValues, useFormState, type UseFormReturn } from 'react-hook-form';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { FormCheckbox, FormTextField } from '../../components/form/inputs';
import { type MessageOf, serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { TempPasswordDialog } from '../../components/TempPasswordDialog';
import { type User, type UserUpdate, userUpdateSchema } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';
import { UndoNotice } from '../../components/UndoToast';
import { useFailureNotice } from './useFailureNotice';
import { fullName } from './UserParts';
import { useUserRefresh } from './useUserRefresh';

type Form = Pick<User, 'firstName' | 'lastName' | 'email' | 'isActive' | 'isPremium' | 'emailVerified'>;
const formOf = (u: User): Form => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  isActive: u.isActive,
  isPremium: u.isPremium,
  emailVerified: u.emailVerified,
});
const FIELD_MESSAGES: Record<string, string> = {
  firstName: 'resources.users.dialog.required',
  lastName: 'resources.users.dialog.required',
  email: 'resources.users.dialog.invalid_email',
};
/** The dialog words each field's problem once (its own catalog), whatever the rule. */
const MESSAGES = { message: ((message, field) => FIELD_MESSAGES[field] ?? message) as MessageOf };
/** Keeps what the admin is typing when a refetch brings the user anew. */
const KEEP_EDITS = { keepDirtyValues: true };

function ReadOnly({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(hint)}
        </Typography>
      )}
    </Box>
  );
}

/** Save Details: only once something was edited, 'Saving...' while the request is out. */
function SaveDetailsButton({ saving }: { saving: boolean }) {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  return (
    <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!isDirty || saving}>
      {translate(saving ? 'app.common.saving' : 'resources.users.dialog.save')}
    </Button>
  );
}

export function UserDetailsTab({ user }: { user: User }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const failure = useFailureNotice();
  const refreshUser = useUserRefresh();
  const queryClient = useQueryClient();
  const [confirmReset, setConfirmReset] = useState(false);
  /** The details waiting for the admin to confirm that the user is deactivated. */
  const [deactivating, setDeactivating] = useState<UserUpdate | null>(null);
  const [tempPassword, setTempPassword] = useState<string | null>(null);
  /** Deactivated from here: Undo sits in the dialog, where the keyboard can reach it (not in a toast behind it). */
  const [undoable, setUndoable] = useState(false);
  /** The form, to mark what was saved as clean: a later change to the user (an Undo) then shows in every field. */
  const form = useRef<UseFormReturn | null>(null);
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'users', action: 'edit' });
  const { canAccess: canResetPassword } = useCanAccess({ resource: 'users', action: 'password' });
  const { canAccess: canVerify } = useCanAccess({ resource: 'users', action: 'verification' });

  const save = useMutation({
    mutationFn: (data: UserUpdate) => dataProvider.update('users', { id: user.id, data, previousData: user }),
    onSuccess: (_res, data) => {
      form.current?.reset(form.current.getValues());
      if (user.isActive && data.isActive === false) setUndoable(true);
      else notify('resources.users.dialog.saved', { type: 'success' });
      refreshUser();
    },
    onError: (err) => failure(err, 'resources.users.dialog.save_failed_detail', 'resources.users.dialog.save_failed'),
  });
  const reset = useMutation({
    mutationFn: () => dataProvider.resetUserPassword(user.id),
    onSuccess: (data) => {
      setConfirmReset(false);
      setTempPassword(data.tempPassword);
      refreshUser();
    },
    onError: () => {
      setConfirmReset(false);
      notify('resources.users.dialog.reset_failed', { type: 'error' });
    },
  });
  const verify = useMutation({
    // The UI language goes along: the email is written in it when the user's own is unknown.
    mutationFn: () => dataProvider.resendVerification(user.id),
    onSuccess: (res) => {
      // Without SMTP settings the message waits in the queue: say so rather than claim it was sent.
      if (res.data?.smtpConfigured === false) notify('resources.users.dialog.verification_queued', { type: 'warning' });
      else notify('resources.users.dialog.verification_sent', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['users', user.id, 'emails'] });
    },
    onError: () => notify('resources.users.dialog.verification_failed', { type: 'error' }),
  });

  const reactivate = () =>
    dataProvider.activateUser(user.id).then(
      () => {
        notify('resources.users.activated', { type: 'success' });
        refreshUser();
      },
      () => notify('resources.users.toggle_failed', { type: 'error' }),
    );
  const submit = (values: FieldValues, methods: UseFormReturn) => {
    const data = values as UserUpdate;
    form.current = methods;
    if (user.isActive && data.isActive === false) {
      setDeactivating(data);
      return undefined;
    }
    return saveDetails(data);
  };
  const saveDetails = (data: UserUpdate) =>
    save.mutateAsync(data).then(
      () => undefined,
      // The server's own words under the field (e.g. an email already in use).
      (error: unknown) => serverFieldErrors(error),
    );
  const text = (name: 'firstName' | 'lastName' | 'email', type = 'text') => (
    <FormTextField fullWidth size="small" source={name} type={type} label={`resources.users.fields.${name}`} disabled={!canEdit} />
  );

  return (
    <SchemaForm schema={userUpdateSchema} messages={MESSAGES} record={formOf(user)} resetOptions={KEEP_EDITS} onSubmit={submit}>
      <Typography variant="overline" color="text.secondary">
        {translate('resources.users.dialog.profile')}
      </Typography>
      <Grid container columnSpacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('firstName')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('lastName')}</Grid>
        <Grid size={12}>{text('email', 'email')}</Grid>
      </Grid>
      <Typography variant="overline" color="text.secondary">
        {translate('resources.users.dialog.account')}
      </Typography>
      <FormGroup row sx={{ columnGap: 2, mb: 2 }}>
        <FormCheckbox source="isActive" label="resources.users.fields.isActive" disabled={!canEdit} />
        <FormCheckbox source="isPremium" label="resources.users.fields.isPremium" disabled={!canEdit} />
        <FormCheckbox source="emailVerified" label="resources.users.fields.emailVerified" disabled={!canEdit} />
      </FormGroup>
      <Typography variant="overline" color="text.secondary">
        {translate('resources.users.dialog.usage')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2, mt: 1, mb: 3 }}>
        <ReadOnly label="resources.users.fields.totalCVsCreated" value={fmt.number(user.totalCVsCreated)} />
        {/* The sum of the uses in the credits ledger, as the Packages tab shows it. */}
        <ReadOnly label="resources.users.fields.totalCreditsUsed" value={fmt.number(user.totalCreditsUsed)} hint="resources.users.dialog.credits_used_hint" />
        <ReadOnly label="resources.users.fields.lastLoginAt" value={user.lastLoginAt ? fmt.dateTime(user.lastLoginAt) : translate('app.common.never')} />
      </Box>
      {user.mustChangePassword && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.users.dialog.must_change')}
        </Alert>
      )}
      {undoable && !user.isActive && (
        <Box sx={{ mb: 2 }}>
          <UndoNotice
            message="resources.users.deactivated"
            autoFocus
            onUndo={() => {
              setUndoable(false);
              void reactivate();
            }}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canEdit && <SaveDetailsButton saving={save.isPending} />}
        {canResetPassword && (
          <Button variant="outlined" color="warning" startIcon={<LockResetIcon />} onClick={() => setConfirmReset(true)}>
            {translate('resources.users.dialog.reset_password')}
          </Button>
        )}
        {canVerify && !user.emailVerified && (
          <Button variant="outlined" startIcon={<MarkEmailUnreadIcon />} onClick={() => verify.mutate()} disabled={verify.isPending}>
            {translate('resources.users.dialog.send_verification')}
          </Button>
        )}
      </Box>
      <Confirm
        isOpen={deactivating !== null}
        loading={save.isPending}
        title="resources.users.deactivate_title"
        content="resources.users.deactivate_text"
        confirm="resources.users.bulk.deactivate"
        confirmColor="warning"
        titleTranslateOptions={{ name: fullName(user) }}
        onClose={() => setDeactivating(null)}
        onConfirm={() => {
          const data = deactivating!;
          setDeactivating(null);
          void saveDetails(data);
        }}
      />
      <Confirm
        isOpen={confirmReset}
        loading={reset.isPending}
        title="resources.users.dialog.reset_title"
        content="resources.users.dialog.reset_confirm"
        confirm="resources.users.dialog.reset_password"
        confirmColor="warning"
        onClose={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate()}
      />
      {tempPassword && (
        <TempPasswordDialog email={user.email} password={tempPassword} notice="resources.users.temp_password_notice" onClose={() => setTempPassword(null)} />
      )}
    </SchemaForm>
  );
}
