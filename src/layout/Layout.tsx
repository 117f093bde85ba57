import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppError } from './AppError';
import { AppMenu } from './Menu';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={AppMenu} appBar={AppBar} error={AppError} sx={{ '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, pb: 4 } }}>
      {children}
    </RaLayout>
  );
}
