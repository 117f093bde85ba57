import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';

const OrderShow = lazy(() => import('./OrderShow'));

// Spec §2 paths: /orders and /orders/{orderId}.
export const orders: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./OrderList')),
  icon: ReceiptIcon,
  recordRepresentation: 'orderCode',
  children: <Route path=":id" element={<OrderShow />} />,
};
