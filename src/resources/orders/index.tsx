import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../components/RequireAccess';
import { OrdersMenuIcon } from '../../live';
import { defineResource } from '../resource';
import { ordersApi } from './api';

const OrderShow = lazy(() => import('./OrderShow'));

// Paths: /orders and /orders/{orderId}. The icon carries the live count of paid
// orders awaiting verification (the sidebar shows it).
export const orders = defineResource({
  name: 'orders',
  list: lazy(() => import('./OrderList')),
  icon: OrdersMenuIcon,
  recordRepresentation: 'orderCode',
  children: (
    <Route
      path=":id"
      element={
        <RequireAccess resource="orders" action="show">
          <OrderShow />
        </RequireAccess>
      }
    />
  ),
  api: ordersApi,
});
