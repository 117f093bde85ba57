// One settings tab: its fields, checked with the server's schema and its rule for stored
// secrets before sending, saved on its own ('Saving...'), then a green banner with the
// server's message for 3 s or a red error.
import { Alert, Box, Button, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { type FieldValues, useFormState, type UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '../../components/form/schema';
import { SchemaForm } from '../../components/form/SchemaForm';
import type { SettingsSection } from '../../../contract/settings';
import { SECTION_FIELDS } from './fields';
import { SETTINGS_MESSAGES, sectionSchema, toFormValues } from './formValues';
import { SettingField } from './SettingField';
import { TestEmailPanel } from './TestEmailPanel';
import { Spinner } from '../../components/Spinner';
import { settingsApi } from './api';

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

type Banner = { ok: boolean; text: string } | null;

/** The save's outcome, or 'correct the highlighted fields' while the last submit left the form's own errors. */
function SectionBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const translate = useTranslate();
  const { errors, isSubmitted, isSubmitSuccessful } = useFormState();
  const invalid = isSubmitted && !isSubmitSuccessful && Object.values(errors).some((e) => e && e.type !== 'server');
  const shown = invalid ? { ok: false, text: translate('app.settings.errors.invalid') } : banner;
  if (!shown) return null;
  return (
    <Alert severity={shown.ok ? 'success' : 'error'} role={shown.ok ? 'status' : 'alert'} sx={{ mt: 3 }} onClose={invalid ? undefined : onClose}>
      {shown.text}
    </Alert>
  );
}

export function SectionForm({ section, values, secretsSet, onSaved }: SectionFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [banner, setBanner] = useState<Banner>(null);
  // The stored values (a save brings the new ones): the form starts from them.
  const record = useMemo(() => toFormValues(section, values), [section, values]);
  // Checked against the saved values too: a stored secret must be typed again for a new destination.
  const schema = useMemo(() => sectionSchema(section, values, secretsSet), [section, values, secretsSet]);

  // The success banner goes away by itself (after 3 s); an error stays until the next try.
  useEffect(() => {
    if (!banner?.ok) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const save = useMutation({ mutationFn: (payload: Record<string, unknown>) => settingsApi.saveSettings(section, payload) });

  const submit = async (payload: FieldValues, form: UseFormReturn) => {
    setBanner(null);
    try {
      const res = await save.mutateAsync(payload);
      const { secretsSet: set = {}, ...saved } = (res.data ?? {}) as Record<string, unknown> & { secretsSet?: Record<string, boolean> };
      onSaved({ values: saved, secretsSet: set });
      // The stored values, and every secret field blank again.
      form.reset(toFormValues(section, saved));
      setBanner({ ok: true, text: translate(`app.settings.saved.${section}`) });
      return undefined;
    } catch (error) {
      if ((error as { status?: number }).status === 401) notify('app.settings.auth_required', { type: 'error' });
      void logoutIfAccessDenied(error); // signs out on 401 only
      setBanner({ ok: false, text: translate('app.settings.save_failed', { section: translate(`app.settings.section_names.${section}`) }) });
      return serverFieldErrors(error, SETTINGS_MESSAGES);
    }
  };

  return (
    <SchemaForm schema={schema} messages={SETTINGS_MESSAGES} record={record} onSubmit={submit} label={translate(`app.settings.tabs.${section}`)}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate(`app.settings.tabs.${section}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate(`app.settings.descriptions.${section}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        {SECTION_FIELDS[section].map((field) => (
          <SettingField key={field.name} section={section} field={field} secretsSet={secretsSet} />
        ))}
      </Box>
      {section === 'email' && <TestEmailPanel schema={schema} />}
      <SectionBanner banner={banner} onClose={() => setBanner(null)} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <Spinner size={16} color="inherit" besideText /> : <SaveIcon />}
        >
          {translate(save.isPending ? 'app.settings.saving' : 'app.settings.save')}
        </Button>
      </Box>
    </SchemaForm>
  );
}
