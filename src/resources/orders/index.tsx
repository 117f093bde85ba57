import { lazy } from 'react';
import { OrdersMenuIcon } from '../../live';
import { defineResource } from '../resource';
import { ordersApi } from './api';

// Paths: /orders and /orders/{orderId}. The icon carries the live count of paid
// orders awaiting verification (the sidebar shows it).
export const orders = defineResource({
  name: 'orders',
  list: lazy(() => import('./OrderList')),
  detail: lazy(() => import('./OrderShow')),
  icon: OrdersMenuIcon,
  recordRepresentation: 'orderCode',
  api: ordersApi,
});
