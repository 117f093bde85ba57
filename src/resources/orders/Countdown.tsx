// The time a PENDING order has left, ticking every second: 'Nm Ns', then 'Expired'.
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

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

export function Countdown({ expiresAt }: { expiresAt: string }) {
  const translate = useTranslate();
  const left = remaining(expiresAt, useNow());
  return (
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
}
