// The signed-in admin's own profile (/admin/profile, opened by 'Profile Settings'): name and
// email, the password, two-factor sign-in, their sessions, a way to their own entries in
// the audit log (for a role that may read it), and for an owner the translators' 'Show
// translation keys' switch.
import { Avatar, Box, Button, Typography } from '@mui/material';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { CanAccess, Title, useBasename, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { roleLabel } from '../../lib/roles';
import { auditLogPath } from '../../components/audit/labels';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { TranslationKeysSection } from './TranslationKeysSection';
import { Spinner } from '../../components/Spinner';

export default function ProfilePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner />
      </Box>
    );
  }
  const name = `${identity.firstName ?? ''} ${identity.lastName ?? ''}`.trim();
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('app.profile.title')} />
      <PageHeader title="app.profile.title" subtitle={translate('app.profile.subtitle')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="app.profile.details" icon={<BadgeIcon />}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
              <Avatar sx={{ width: 48, height: 48, bgcolor: 'primary.dark' }}>
                {name
                  .split(/\s+/)
                  .map((p) => p[0])
                  .join('')
                  .slice(0, 2)
                  .toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }} noWrap>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.profile.role')}: {roleLabel(translate, identity.role)}
                </Typography>
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.profile.details_text')}
            </Typography>
            <ProfileForm
              admin={{ firstName: String(identity.firstName ?? ''), lastName: String(identity.lastName ?? ''), email: String(identity.email ?? '') }}
            />
          </SectionCard>
          <SectionCard title="app.profile.two_factor.title" icon={<PhonelinkLockIcon />}>
            <TwoFactorSection />
          </SectionCard>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="app.profile.password" icon={<KeyIcon />}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.profile.password_text')}
            </Typography>
            <PasswordForm />
          </SectionCard>
          <SectionCard title="app.profile.sessions.title" icon={<DevicesIcon />}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.profile.sessions.text')}
            </Typography>
            <SessionsSection />
          </SectionCard>
          <CanAccess resource="audit-log" action="list">
            <SectionCard title="app.profile.activity" icon={<HistoryIcon />}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.profile.activity_text')}
              </Typography>
              <Button variant="outlined" component={Link} to={`${basename}${auditLogPath({ adminId: String(identity.id) })}`} startIcon={<HistoryIcon />}>
                {translate('app.profile.activity_open')}
              </Button>
            </SectionCard>
          </CanAccess>
          <CanAccess resource="i18n" action="keys">
            <SectionCard title="app.profile.translation.title" icon={<TranslateIcon />}>
              <TranslationKeysSection />
            </SectionCard>
          </CanAccess>
        </Box>
      </Box>
    </Box>
  );
}
