// The admin's own sign-ins: when each began and was last used, from where (IP address) and on
// what (browser and device read from its user agent by bowser, the raw one in a tooltip), this one marked; 'Sign out' ends one
// after a confirmation, 'Sign out all other sessions' every other.
import { Box, Button, List, ListItem, ListItemIcon, Tooltip, Typography } from '@mui/material';
import ComputerIcon from '@mui/icons-material/ComputerOutlined';
import PhoneIcon from '@mui/icons-material/SmartphoneOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, type DataProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { profileApi } from './api';
import { LoadError } from '../../components/LoadError';
import { StatusChip } from '../../components/StatusChip';
import type { AdminSession } from '../../../contract/auth';
import { useFormat } from '../../lib/useFormat';
import { useRelativeTime } from '../../lib/useRelativeTime';
import { parseUserAgent, useDeviceName } from '../../lib/userAgent';
import { Spinner } from '../../components/Spinner';

export const SESSIONS_KEY = ['profile', 'sessions'];

function SessionRow({ session, onEnd }: { session: AdminSession; onEnd: () => void }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const relative = useRelativeTime();
  const deviceName = useDeviceName();
  const device = parseUserAgent(session.userAgent);
  const name = deviceName(session.userAgent);
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', px: 0 }} aria-label={name}>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{device.mobile ? <PhoneIcon /> : <ComputerIcon />}</ListItemIcon>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Tooltip title={session.userAgent ?? ''}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
          </Tooltip>
          {session.current && <StatusChip tone="green" label={translate('app.profile.sessions.this_session')} />}
        </Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('app.profile.sessions.signed_in_at', { date: fmt.dateTime(session.createdAt) })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" title={fmt.dateTime(session.lastUsedAt)}>
          {translate('app.profile.sessions.last_used', { time: relative(session.lastUsedAt) })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.profile.sessions.ip', { ip: session.ipAddress ?? translate('app.profile.sessions.unknown_ip') })}
        </Typography>
      </Box>
      {!session.current && (
        <Button size="small" color="error" variant="outlined" onClick={onEnd} sx={{ alignSelf: 'center', flexShrink: 0 }}>
          {translate('app.profile.sessions.sign_out')}
        </Button>
      )}
    </ListItem>
  );
}

export function SessionsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & typeof profileApi>();
  const deviceName = useDeviceName();
  const { data: sessions, isPending, error, refetch } = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => dataProvider.getSessions() });
  // 'others' or one session to end, waiting for its confirmation.
  const [ending, setEnding] = useState<AdminSession | 'others' | null>(null);
  const end = useMutation({
    mutationFn: async (what: AdminSession | 'others') =>
      what === 'others' ? (await dataProvider.endOtherSessions()).revoked : (await dataProvider.endSession(what.id), 1),
    onSuccess: (revoked, what) => {
      notify(what === 'others' ? 'app.profile.sessions.others_ended' : 'app.profile.sessions.ended', {
        type: 'success',
        messageArgs: { smart_count: revoked },
      });
    },
    onError: () => notify('app.profile.sessions.end_failed', { type: 'error' }),
    onSettled: () => {
      setEnding(null);
      void refetch();
    },
  });

  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <Spinner size={28} />
      </Box>
    );
  }
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error || !sessions) return <LoadError message="app.profile.sessions.load_failed" onRetry={() => void refetch()} retryLabel="app.common.retry" />;

  const others = sessions.filter((s) => !s.current).length;
  // This session first, then the most recently used.
  const sorted = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
  return (
    <Box>
      <List disablePadding aria-label={translate('app.profile.sessions.title')}>
        {sorted.map((s) => (
          <SessionRow key={s.id} session={s} onEnd={() => setEnding(s)} />
        ))}
      </List>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" color="error" disabled={others === 0 || end.isPending} onClick={() => setEnding('others')}>
          {translate('app.profile.sessions.sign_out_others')}
        </Button>
      </Box>
      <Confirm
        isOpen={ending !== null}
        loading={end.isPending}
        title={ending === 'others' ? 'app.profile.sessions.others_title' : 'app.profile.sessions.end_title'}
        titleTranslateOptions={{ smart_count: others, device: ending && ending !== 'others' ? deviceName(ending.userAgent) : '' }}
        content={ending === 'others' ? 'app.profile.sessions.others_text' : 'app.profile.sessions.end_text'}
        confirm="app.profile.sessions.sign_out"
        confirmColor="warning"
        onClose={() => !end.isPending && setEnding(null)}
        onConfirm={() => ending && end.mutate(ending)}
      />
    </Box>
  );
}
