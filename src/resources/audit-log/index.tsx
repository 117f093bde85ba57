import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/ManageHistoryOutlined';
import { defineResource } from '../resource';
import { auditLogApi } from './api';

// /audit-log and /audit-log/{id} (extension): read-only, no create or edit.
export const auditLog = defineResource({
  name: 'audit-log',
  list: lazy(() => import('./AuditLogList')),
  detail: lazy(() => import('./AuditLogShow')),
  icon: HistoryIcon,
  recordRepresentation: (r) => `#${r.id}`,
  api: auditLogApi,
  extension: true,
});
