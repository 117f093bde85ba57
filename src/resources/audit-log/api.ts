// The audit trail on the API (extension, contract/audit-log.ts's routes): read-only, newest
// first, and the admins its filter offers.
import { auditLogRoutes } from '../../../contract/audit-log';
import type { ResourceApi } from '../../api/dataProvider';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

export const auditLogApi = {
  routes: { list: auditLogRoutes.list, listKey: 'entries' },
  methods: {
    getAuditAdmins: () => dataOf(call(auditLogRoutes.admins)).then((d) => d.admins),
  },
} satisfies ResourceApi;
