// Live orders, mounted once in the layout (one stream per tab), for a role that reads orders
// (./index.tsx). An order event refreshes what shows that order: the orders lists (the table,
// its stats and the sidebar badge are all ['orders', 'getList'] queries), that order's detail,
// the dashboard and the charts; a newly paid order gets a toast with a link to it. Events that
// arrive together (a bulk action) are handled together. A reconnection or a resync reloads
// every order screen: changes may have been missed. Nothing is polled.
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useBasename, useCloseNotification, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { OrderEvent } from '../../contract/live-events';
import { formatMoney } from '../lib/format';
import { keepLiveConnection } from './liveConnection';

/** Events closer together than this are applied as one batch. */
const BATCH_MS = 250;
const TOAST_MS = 10_000;

function ViewAction({ to, label }: { to: string; label: string }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Button component={Link} to={to} onClick={close} color="inherit" size="small" sx={{ fontWeight: 700 }}>
      {translate(label)}
    </Button>
  );
}

export function LiveOrders() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const basename = useBasename();
  // The stream lives as long as the layout; it reads the hooks' latest functions through this.
  const current = useEffectEvent(() => ({ queryClient, notify, logoutIfAccessDenied, basename }));

  useEffect(() => {
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let everything = false;
    const changed = new Set<string>();
    const paid: OrderEvent[] = [];

    const apply = () => {
      timer = undefined;
      const { queryClient: qc, notify: toast, basename: base } = current();
      if (everything) void qc.invalidateQueries({ queryKey: ['orders'] });
      else {
        void qc.invalidateQueries({ queryKey: ['orders', 'getList'] });
        for (const id of changed) void qc.invalidateQueries({ queryKey: ['orders', 'getOne', { id }] });
      }
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
      void qc.invalidateQueries({ queryKey: ['charts'] });
      if (paid.length === 1) {
        const [e] = paid;
        toast('app.live.order_paid', {
          type: 'success',
          messageArgs: { code: e!.orderCode, amount: formatMoney(e!.amount, e!.currency) },
          autoHideDuration: TOAST_MS,
          action: <ViewAction to={`${base}/orders/${e!.orderId}`} label="app.live.view_order" />,
        });
      } else if (paid.length > 1) {
        toast('app.live.orders_paid', {
          type: 'success',
          messageArgs: { smart_count: paid.length },
          autoHideDuration: TOAST_MS,
          action: <ViewAction to={`${base}/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'PAID' }))}`} label="app.live.view_orders" />,
        });
      }
      everything = false;
      changed.clear();
      paid.length = 0;
    };
    const soon = () => {
      timer ??= setTimeout(apply, BATCH_MS);
    };

    void keepLiveConnection(
      {
        ready: (again) => {
          if (!again) return;
          everything = true;
          soon();
        },
        order: (e) => {
          changed.add(e.orderId);
          if (e.status === 'PAID') paid.push(e);
          soon();
        },
        resync: () => {
          everything = true;
          soon();
        },
        // The session is gone: sign out as any other request's 401 does.
        unauthorized: () => void current().logoutIfAccessDenied({ status: 401 }),
      },
      stop.signal,
    );
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, []);

  return null;
}
