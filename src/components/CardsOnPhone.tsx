// A list's rows on a phone or a small tablet: cards instead of a table wider than the screen,
// or the list's empty state when there is no row. Wider than that, the table itself.
import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';

export function CardsOnPhone({ cards, empty, children }: { cards: ReactNode; empty: ReactNode; children: ReactNode }) {
  const { isPending, total } = useListContext();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (!narrow) return children;
  return !isPending && total === 0 ? empty : cards;
}
