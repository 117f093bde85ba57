// System Settings: side tabs General, Email, Payment, AI Settings, Security
// (vertical on wide screens, scrollable across the top on narrow ones), each its own form.
// Security is an owner's alone: the server sends it to no one else, and no one else sees it.
import { Box, Card, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import MailIcon from '@mui/icons-material/AlternateEmailOutlined';
import BankIcon from '@mui/icons-material/AccountBalanceOutlined';
import AiIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import { SETTINGS_SECTIONS, type SettingsResponse, type SettingsSection } from '../../../contract/settings';
import { type SavedSection, SectionForm } from './SectionForm';
import { Spinner } from '../../components/Spinner';
import { settingsApi } from './api';

const ICONS: Record<SettingsSection, ReactElement> = {
  general: <TuneIcon fontSize="small" />,
  email: <MailIcon fontSize="small" />,
  payment: <BankIcon fontSize="small" />,
  ai: <AiIcon fontSize="small" />,
  security: <ShieldIcon fontSize="small" />,
};

const isSection = (s: string | null): s is SettingsSection => (SETTINGS_SECTIONS as readonly string[]).includes(s ?? '');

export default function SettingsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const { canAccess: seesSecurity } = useCanAccess({ resource: 'settings', action: 'security' });
  const { data, error, isPending } = useSignedInQuery({
    queryKey: ['settings'],
    queryFn: () => settingsApi.getSettings(),
    unauthorizedMessage: 'app.settings.auth_required',
    retry: false,
  });

  const sections = SETTINGS_SECTIONS.filter((s) => s !== 'security' || (seesSecurity && data?.security));
  const asked = params.get('tab');
  const tab = isSection(asked) && sections.includes(asked) ? asked : 'general';

  const header = <PageHeader title="app.settings.title" subtitle={translate('app.settings.subtitle')} />;
  if (isPending) {
    return (
      <>
        {header}
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 10, textAlign: 'center' }}>
          <Box>
            <Spinner besideText />
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {translate('app.settings.loading')}
            </Typography>
          </Box>
        </Box>
      </>
    );
  }
  if (error || !data) {
    const unauthorized = (error as { status?: number } | null)?.status === 401;
    return (
      <>
        {header}
        <LoadError message={unauthorized ? 'app.settings.auth_required' : 'app.settings.load_failed'} />
      </>
    );
  }

  const onSaved = (section: SettingsSection) => (saved: SavedSection) =>
    queryClient.setQueryData<SettingsResponse>(['settings'], (old) =>
      old ? ({ ...old, [section]: saved.values, secretsSet: { ...old.secretsSet, [section]: saved.secretsSet } } as SettingsResponse) : old,
    );

  return (
    <Box sx={{ pb: 2 }}>
      {header}
      <Card variant="outlined" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minWidth: 0 }}>
        <Tabs
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          value={tab}
          onChange={(_, value: SettingsSection) => setParams({ tab: value }, { replace: true })}
          aria-label={translate('app.settings.sections')}
          sx={(theme) => ({
            flexShrink: 0,
            // One divider between tabs and form: below the tabs on narrow screens, beside them on wide.
            borderBottom: `1px solid ${theme.palette.divider}`,
            [theme.breakpoints.up('md')]: { width: 220, py: 1, borderBottom: 0, borderRight: `1px solid ${theme.palette.divider}` },
            '& .MuiTab-root': { minHeight: 48, [theme.breakpoints.up('md')]: { justifyContent: 'flex-start', px: 2.5 } },
          })}
        >
          {sections.map((s) => (
            <Tab
              key={s}
              value={s}
              id={`settings-tab-${s}`}
              aria-controls={`settings-panel-${s}`}
              icon={ICONS[s]}
              iconPosition="start"
              label={translate(`app.settings.tabs.${s}`)}
            />
          ))}
        </Tabs>
        {/* Every form stays mounted so an unsaved draft survives switching tabs. */}
        {sections.map((s) => (
          <Box
            key={s}
            role="tabpanel"
            id={`settings-panel-${s}`}
            aria-labelledby={`settings-tab-${s}`}
            hidden={tab !== s}
            sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}
          >
            <SectionForm section={s} values={data[s] as unknown as Record<string, unknown>} secretsSet={data.secretsSet?.[s] ?? {}} onSaved={onSaved(s)} />
          </Box>
        ))}
      </Card>
    </Box>
  );
}
