import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppError } from './AppError';
import { LiveOrders } from '../live';
import { AppMenu } from './Menu';

// minWidth 0 (react-admin's root is fit-content): a wide table scrolls inside its card
// instead of widening the whole page on a phone. LiveOrders: one event stream per tab.
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={AppMenu} appBar={AppBar} error={AppError} sx={{ minWidth: 0, '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, pb: 4, minWidth: 0 } }}>
      <LiveOrders />
      {children}
    </RaLayout>
  );
}
