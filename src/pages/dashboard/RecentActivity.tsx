// The newest events with an icon per type and how long ago they happened, each worded in the
// chosen language from its values (src/lib/activityText.ts).
import { Avatar, Box, List, ListItem, ListItemAvatar, ListItemText, type Theme, Typography, useMediaQuery } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import LoginIcon from '@mui/icons-material/Login';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import EventIcon from '@mui/icons-material/EventNoteOutlined';
import { useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useRelativeTime } from '../../lib/useRelativeTime';
import type { DashboardData } from '../../../contract/dashboard';
import { useActivityText } from '../../lib/activityText';

const LOOK: Record<string, { icon: ReactNode; color: string }> = {
  USER_REGISTERED: { icon: <PersonAddIcon fontSize="small" />, color: '#3b82f6' },
  LOGIN: { icon: <LoginIcon fontSize="small" />, color: '#64748b' },
  PAYMENT_COMPLETED: { icon: <PaymentsIcon fontSize="small" />, color: '#16a34a' },
  PACKAGE_PURCHASED: { icon: <ShoppingBagIcon fontSize="small" />, color: '#9333ea' },
  CV_CREATED: { icon: <NoteAddIcon fontSize="small" />, color: '#0d9488' },
  CV_UPDATED: { icon: <EditNoteIcon fontSize="small" />, color: '#ea580c' },
};

export function RecentActivity({ items, now }: { items: NonNullable<DashboardData['recentActivities']>; now: Date }) {
  const translate = useTranslate();
  const ago = useRelativeTime();
  const text = useActivityText();
  // On a phone the time goes under the text instead of squeezing it.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!items.length) return <EmptyState title="app.dashboard.no_activity" icon={<EventIcon fontSize="inherit" />} />;
  return (
    <List disablePadding aria-label={translate('app.dashboard.recent_activity')}>
      {items.map((a, i) => {
        const look = LOOK[a.type] ?? { icon: <EventIcon fontSize="small" />, color: '#64748b' };
        return (
          <ListItem key={a.id} disableGutters divider={i < items.length - 1} alignItems="flex-start" sx={{ py: 1.25 }}>
            <ListItemAvatar sx={{ minWidth: 48 }}>
              <Avatar sx={{ width: 34, height: 34, color: look.color, bgcolor: `color-mix(in srgb, ${look.color} 14%, transparent)` }}>{look.icon}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={text.event(a.description, a.params)}
              secondary={
                <>
                  {translate(`app.dashboard.activity.${a.type}`, { _: a.type })}
                  {a.userEmail ? ` · ${a.userEmail}` : ''}
                  {phone && (
                    <Box component="span" sx={{ display: 'block' }}>
                      {ago(a.timestamp, now)}
                    </Box>
                  )}
                </>
              }
              slotProps={{
                primary: { variant: 'body2', sx: { fontWeight: 500, overflowWrap: 'anywhere' } },
                secondary: { variant: 'caption', sx: { overflowWrap: 'anywhere' } },
              }}
            />
            {!phone && (
              <Box sx={{ pl: 1, flexShrink: 0 }}>
                <Typography variant="caption" color="text.secondary" component="time" dateTime={a.timestamp} title={a.timestamp} sx={{ whiteSpace: 'nowrap' }}>
                  {ago(a.timestamp, now)}
                </Typography>
              </Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
