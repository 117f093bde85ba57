import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/ManageHistoryOutlined';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';

const AuditLogShow = lazy(() => import('./AuditLogShow'));

// /audit-log and /audit-log/{id} (extension): read-only, no create or edit.
export const auditLog: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./AuditLogList')),
  icon: HistoryIcon,
  recordRepresentation: (r) => `#${r.id}`,
  children: <Route path=":id" element={<AuditLogShow />} />,
};
