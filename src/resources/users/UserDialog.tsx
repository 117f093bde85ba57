// The user detail dialog: a header with the user, then Details, Packages, Activity and
// History (the audit trail of admin changes to the user, for roles that read the audit log) tabs.
// One component for every place that opens it (users, CVs, CV details, orders).
import { Box, Dialog, DialogContent, DialogTitle, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import type { User } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';
import { EntityHistoryPanel } from '../../components/audit/EntityHistory';
import { UserActivityTab } from './UserActivityTab';
import { UserDetailsTab } from './UserDetailsTab';
import { UserAvatar } from '../../components/UserAvatar';
import { fullName, UserStatusChips } from './UserParts';
import { UserPackagesTab } from './UserPackagesTab';
import { Spinner } from '../../components/Spinner';
import { IconAction } from '../../components/IconAction';

export interface UserDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

type TabName = 'details' | 'packages' | 'activity' | 'history';
const TAB_LABELS: Record<TabName, string> = {
  details: 'resources.users.dialog.tabs.details',
  packages: 'resources.users.dialog.tabs.packages',
  activity: 'resources.users.dialog.tabs.activity',
  history: 'resources.audit-log.history.title',
};

export default function UserDialog({ userId, open, onClose }: UserDialogProps) {
  const fmt = useFormat();
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<TabName>('details');
  const { canAccess: canReadHistory } = useCanAccess({ resource: 'audit-log', action: 'list' });
  const { data: user, isPending, error, refetch } = useGetOne<User>('users', { id: userId }, { enabled: open, retry: false });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="user-dialog-title"
      // Opened from the address the dialog itself takes focus; no focus ring around it all.
      sx={{ '& .MuiDialog-paper:focus-visible': { outline: 'none' } }}
    >
      <DialogTitle id="user-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 2, pr: 7 }}>
        {user ? (
          <>
            <UserAvatar user={user} size={48} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h6" component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {fullName(user)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email} · {translate('resources.users.dialog.member_since', { date: fmt.date(user.createdAt) })}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <UserStatusChips user={user} />
              </Box>
            </Box>
          </>
        ) : (
          <Typography variant="h6" component="span">
            {translate('resources.users.dialog.title')}
          </Typography>
        )}
        <Box sx={{ position: 'absolute', right: 12, top: 12 }}>
          <IconAction label={translate('app.common.close')} onClick={onClose}>
            <CloseIcon />
          </IconAction>
        </Box>
      </DialogTitle>
      {user && (
        <Tabs
          value={tab}
          onChange={(_, v: TabName) => setTab(v)}
          variant="fullWidth"
          // Four tabs share a phone's width as their labels need it; a label still too long wraps rather than run into its neighbour.
          sx={{
            px: { xs: 0, sm: 2 },
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { flexBasis: 'auto', minWidth: 0, px: { xs: 0.75, sm: 1 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' }, lineHeight: 1.25 },
          }}
        >
          <Tab value="details" label={translate(TAB_LABELS.details)} />
          <Tab value="packages" label={translate(TAB_LABELS.packages)} />
          <Tab value="activity" label={translate(TAB_LABELS.activity)} />
          {canReadHistory && <Tab value="history" label={translate(TAB_LABELS.history)} />}
        </Tabs>
      )}
      {/* Focusable, so a keyboard can scroll it on a phone where a role that may only read has
          no control inside (axe: scrollable-region-focusable); named after its tab. */}
      <DialogContent sx={{ minHeight: 360, pt: '20px !important' }} tabIndex={0} role="region" aria-label={translate(TAB_LABELS[tab])}>
        {isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 300 }}>
            <Spinner />
          </Box>
        )}
        {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
        {error && !user && <LoadError message="resources.users.dialog.load_failed" onRetry={() => void refetch()} retryLabel="app.common.retry" />}
        {user && tab === 'details' && <UserDetailsTab user={user} />}
        {user && tab === 'packages' && <UserPackagesTab user={user} />}
        {user && tab === 'activity' && <UserActivityTab userId={user.id} />}
        {user && canReadHistory && tab === 'history' && <EntityHistoryPanel entity="user" id={user.id} />}
      </DialogContent>
    </Dialog>
  );
}
