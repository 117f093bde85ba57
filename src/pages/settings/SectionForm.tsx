// One settings tab: its fields, checked with the shared schema before sending, saved on its
// own ('Saving...'), then a green banner with the server's message for 3 s or a red error.
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { dataProvider } from '../../appDataProvider';
import type { SettingsSection } from '../../../contract/settings';
import { SECTION_FIELDS } from './fields';
import { type FormState, toFormState, toPayload, validate } from './formValues';
import { SettingField } from './SettingField';
import { TestEmailPanel } from './TestEmailPanel';

export const BANNER_MS = 3000;

export interface SavedSection {
  values: Record<string, unknown>;
  secretsSet: Record<string, boolean>;
}

export interface SectionFormProps {
  section: SettingsSection;
  values: Record<string, unknown>;
  secretsSet: Record<string, boolean>;
  onSaved: (saved: SavedSection) => void;
}

export function SectionForm({ section, values, secretsSet, onSaved }: SectionFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [state, setState] = useState<FormState>(() => toFormState(section, values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null);

  // The success banner goes away by itself (spec §9: 3 s); an error stays until the next try.
  useEffect(() => {
    if (!banner?.ok) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const save = useMutation({
    mutationFn: (payload: Record<string, unknown>) => dataProvider.saveSettings(section, payload),
    onSuccess: (res) => {
      const { secretsSet: set = {}, ...saved } = (res.data ?? {}) as Record<string, unknown> & { secretsSet?: Record<string, boolean> };
      onSaved({ values: saved, secretsSet: set });
      setState(toFormState(section, saved));
      setErrors({});
      setBanner({ ok: true, text: res.message ?? translate('app.settings.save') });
    },
    onError: (error: { status?: number; body?: { errors?: Record<string, string> } }) => {
      if (error.status === 401) notify('app.settings.auth_required', { type: 'error' });
      void logoutIfAccessDenied(error); // signs out on 401 only
      setErrors(error.body?.errors ?? {});
      setBanner({ ok: false, text: translate('app.settings.save_failed', { section: translate(`app.settings.section_names.${section}`) }) });
    },
  });

  const onChange = (name: string, value: string | boolean) => {
    setState((s) => ({ ...s, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const payload = toPayload(section, state);
    const invalid = validate(section, payload);
    if (invalid) {
      setErrors(invalid);
      setBanner({ ok: false, text: translate('app.settings.errors.invalid') });
      return;
    }
    setBanner(null);
    save.mutate(payload);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={translate(`app.settings.tabs.${section}`)}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate(`app.settings.tabs.${section}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate(`app.settings.descriptions.${section}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        {SECTION_FIELDS[section].map((field) => (
          <SettingField key={field.name} section={section} field={field} state={state} errors={errors} secretsSet={secretsSet} onChange={onChange} />
        ))}
      </Box>
      {section === 'email' && <TestEmailPanel state={state} onErrors={setErrors} />}
      {banner && (
        <Alert severity={banner.ok ? 'success' : 'error'} role={banner.ok ? 'status' : 'alert'} sx={{ mt: 3 }} onClose={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        >
          {translate(save.isPending ? 'app.settings.saving' : 'app.settings.save')}
        </Button>
      </Box>
    </Box>
  );
}
