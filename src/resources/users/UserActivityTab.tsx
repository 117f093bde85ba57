// Activity tab: the user's latest emails with their delivery state, then the latest activity,
// newest first, each worded in the chosen language from its values (src/lib/activityText.ts).
// A failed item is red; any other status than success shows as a badge; the browser is named
// ('Chrome on iPhone'), its user agent in a tooltip. Refresh reloads both.
import { Box, Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LoginIcon from '@mui/icons-material/Login';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { StatusChip } from '../../components/StatusChip';
import type { UserActivity } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';
import { UserEmails } from './UserEmails';
import { Spinner } from '../../components/Spinner';
import { DeviceName } from '../../components/DeviceName';
import { useActivityText } from '../../lib/activityText';

function iconOf(type: string): ReactNode {
  if (type.startsWith('log')) return <LoginIcon />;
  if (type.startsWith('cv_')) return <DescriptionIcon />;
  if (type.startsWith('payment') || type.startsWith('package')) return <PaymentsIcon />;
  if (type.startsWith('ai_')) return <AutoAwesomeIcon />;
  if (type.startsWith('email_')) return <MarkEmailReadIcon />;
  return <PersonIcon />;
}

function ActivityItem({ item }: { item: UserActivity }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const text = useActivityText();
  const details = text.details(item.details, item.params);
  const failed = item.status === 'failed';
  const typeLabel = translate(`resources.users.activity.types.${item.type}`, { _: item.type });
  const statusLabel = translate(`resources.users.activity.status.${item.status}`, { _: item.status });
  const action = text.action(item.type, item.action);
  return (
    <ListItem
      divider
      alignItems="flex-start"
      data-status={item.status}
      sx={{
        px: 1.5,
        borderLeft: 3,
        borderLeftColor: failed ? 'error.main' : 'transparent',
        bgcolor: failed ? 'color-mix(in srgb, #ef4444 6%, transparent)' : undefined,
      }}
    >
      <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: failed ? 'error.main' : 'text.secondary' }}>{iconOf(item.type)}</ListItemIcon>
      <ListItemText
        disableTypography
        primary={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, color: failed ? 'error.main' : 'text.primary' }}>
              {action}
            </Typography>
            {/* The kind says again what a worded action says; it helps where the stored text stands in. */}
            {action === item.action && (
              <Typography variant="caption" color="text.secondary">
                {typeLabel}
              </Typography>
            )}
            {failed && <StatusChip tone="red" label={statusLabel} />}
            {!failed && item.status !== 'success' && <StatusChip tone="yellow" label={statusLabel} />}
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
              {fmt.dateTime(item.timestamp)}
            </Typography>
          </Box>
        }
        secondary={
          <Box sx={{ mt: 0.5 }}>
            {details && (
              <Typography variant="body2" color={failed ? 'error' : 'text.secondary'}>
                {details}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {item.ipAddress && (
                <span>
                  {translate('resources.users.activity.ip')}: {item.ipAddress}
                </span>
              )}
              {item.userAgent && (
                <span>
                  {translate('resources.users.activity.device')}: <DeviceName userAgent={item.userAgent} />
                </span>
              )}
            </Typography>
          </Box>
        }
      />
    </ListItem>
  );
}

export function UserActivityTab({ userId }: { userId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const queryClient = useQueryClient();
  const { data, isPending, isFetching, error, refetch } = useQuery({
    queryKey: ['users', userId, 'activity'],
    queryFn: () => dataProvider.getUserActivity(userId, { limit: 50 }) as Promise<{ activities: UserActivity[] }>,
  });
  const items = data?.activities ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {translate('resources.users.emails.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => {
            void refetch();
            void queryClient.invalidateQueries({ queryKey: ['users', userId, 'emails'] });
          }}
          disabled={isFetching}
        >
          {translate('app.common.refresh')}
        </Button>
      </Box>
      <UserEmails userId={userId} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('resources.users.activity.title')}
      </Typography>
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <Spinner size={28} />
        </Box>
      )}
      {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
      {error && <LoadError message="resources.users.activity.load_failed" onRetry={() => void refetch()} retryLabel="app.common.retry" />}
      {data && items.length === 0 && (
        <EmptyState title="resources.users.activity.empty" text="resources.users.activity.empty_text" icon={<HistoryIcon fontSize="inherit" />} />
      )}
      {items.length > 0 && (
        <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          {items.map((item) => (
            <ActivityItem key={item.id} item={item} />
          ))}
        </List>
      )}
    </Box>
  );
}
