// The time a PENDING order has left, ticking every second: 'Nm Ns', then 'Expired'; with
// `withExpiry`, the moment it expires beside it (an order waits days: '2854m 49s' alone says little).
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../lib/useFormat';

/** The current time, re-read every `ms` while mounted. */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Whole minutes and seconds until `expiresAt`, or null once it has passed. */
export function remaining(expiresAt: string, now: Date): { m: number; s: number } | null {
  const left = Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000);
  if (left <= 0) return null;
  return { m: Math.floor(left / 60), s: left % 60 };
}

export function Countdown({ expiresAt, withExpiry = false }: { expiresAt: string; withExpiry?: boolean }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const left = remaining(expiresAt, useNow());
  const timer = (
    <Typography
      variant="caption"
      component="span"
      color={left ? 'warning.main' : 'text.secondary'}
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      role="timer"
    >
      {left ? translate('resources.orders.countdown', left) : translate('resources.orders.expired')}
    </Typography>
  );
  if (!withExpiry) return timer;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 0.75, alignItems: 'baseline', justifyContent: 'inherit' }}>
      {timer}
      <Typography variant="caption" component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="order-expiry">
        {translate('resources.orders.expires_on', { date: fmt.dateTime(expiresAt) })}
      </Typography>
    </Box>
  );
}
