// The profile's two-factor sign-in: off — what it is and 'Set up' (the QR code, a first code
// and the password, the recovery codes once); on — since when it protects the account and
// 'Turn off', which asks for the password (Settings › Security may require it: then the
// server says so). Either way the account's other sessions end.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, type DataProvider, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { profileApi } from './api';
import { FormTextField } from '../../components/form/inputs';
import { serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import { PasswordField } from '../../components/PasswordField';
import { StatusChip } from '../../components/StatusChip';
import { useRefreshIdentity } from '../../components/useRefreshIdentity';
import { twoFactorDisableBody } from '../../../contract/auth';
import { serverMessage } from '../../lib/serverMessage';
import { PROFILE_MESSAGES } from './fieldErrors';
import { SESSIONS_KEY } from './SessionsSection';
import { TwoFactorSetup } from './TwoFactorSetup';
import { Spinner } from '../../components/Spinner';

function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & typeof profileApi>();
  const refreshIdentity = useRefreshIdentity();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const disable = useMutation({ mutationFn: (password: string) => dataProvider.disableTwoFactor(password) });

  const submit = async ({ password }: FieldValues) => {
    setFailure(null);
    try {
      await disable.mutateAsync(password as string);
      await refreshIdentity();
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      notify('app.profile.two_factor.turned_off', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error, PROFILE_MESSAGES);
      if (fields) return fields;
      // Settings › Security requires it for every admin (409): the server's reason, in words.
      const required = error instanceof HttpError && error.status === 409;
      setFailure(required ? 'app.profile.two_factor.required' : serverMessage(error, 'app.profile.two_factor.turn_off_failed'));
      return undefined;
    }
  };

  return (
    <Dialog open onClose={() => !disable.isPending && onClose()} maxWidth="xs" fullWidth aria-labelledby="two-factor-off-title">
      <SchemaForm schema={twoFactorDisableBody} messages={PROFILE_MESSAGES} record={{ password: '' }} onSubmit={submit}>
        <DialogTitle id="two-factor-off-title">{translate('app.profile.two_factor.turn_off_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.profile.two_factor.turn_off_text')}
          </Typography>
          <FormTextField
            source="password"
            label="app.profile.current_password"
            as={PasswordField}
            autoComplete="current-password"
            autoFocus
            fullWidth
            size="small"
            disabled={disable.isPending}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {translate(failure, { _: failure })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={disable.isPending}>
            {translate('app.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={disable.isPending}
            startIcon={disable.isPending ? <Spinner size={16} color="inherit" besideText /> : undefined}
          >
            {translate('app.profile.two_factor.turn_off')}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}

export function TwoFactorSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const refreshIdentity = useRefreshIdentity();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const on = Boolean(identity?.twoFactorEnabled);
  const status = translate(on ? 'app.profile.two_factor.on' : 'app.profile.two_factor.off');

  if (settingUp) {
    return (
      <TwoFactorSetup
        email={String(identity?.email ?? '')}
        doneLabel="app.two_factor.codes_saved"
        onCancel={() => setSettingUp(false)}
        onDone={() => {
          setSettingUp(false);
          notify('app.profile.two_factor.turned_on', { type: 'success' });
          void refreshIdentity();
        }}
      />
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('app.profile.two_factor.status')}
        </Typography>
        <StatusChip tone={on ? 'green' : 'gray'} label={status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(on ? 'app.profile.two_factor.on_text' : 'app.profile.two_factor.off_text')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {on ? (
          <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
            {translate('app.profile.two_factor.turn_off')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setSettingUp(true)}>
            {translate('app.profile.two_factor.set_up')}
          </Button>
        )}
      </Box>
      {turningOff && <TurnOffDialog onClose={() => setTurningOff(false)} />}
    </Box>
  );
}
