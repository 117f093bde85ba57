// Money in a StatCard: an amount must not break inside ('3.762.00|0 ₫'), so it stays on one
// line at a slightly smaller size, and its card takes a whole row on a phone (FullRowOnPhone).
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export function MoneyValue({ text }: { text: string }) {
  return (
    <Box component="span" title={text} sx={{ fontSize: { xs: '1.1rem', sm: '1.2rem' }, whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}

/** A StatCards item that spans the whole row on a phone (two per row is too narrow for money). */
export function FullRowOnPhone({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>{children}</Box>;
}
