import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/ManageHistoryOutlined';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../components/RequireAccess';
import { defineResource } from '../resource';
import { auditLogApi } from './api';

const AuditLogShow = lazy(() => import('./AuditLogShow'));

// /audit-log and /audit-log/{id} (extension): read-only, no create or edit.
export const auditLog = defineResource({
  name: 'audit-log',
  list: lazy(() => import('./AuditLogList')),
  icon: HistoryIcon,
  recordRepresentation: (r) => `#${r.id}`,
  children: (
    <Route
      path=":id"
      element={
        <RequireAccess resource="audit-log" action="show">
          <AuditLogShow />
        </RequireAccess>
      }
    />
  ),
  api: auditLogApi,
  extension: true,
});
