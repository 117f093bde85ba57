// The audit trail on the API (extension, docs/api.md "Audit trail"): read-only, newest first,
// and the admins its filter offers.
import type { AuditAdmin } from '../../../contract/audit-log';
import type { Envelope } from '../../../contract/envelope';
import type { ResourceApi } from '../../api/dataProvider';
import { dataOf, request } from '../../api/httpClient';

export const auditLogApi = {
  routes: { list: { path: '/api/admin/audit-log' }, listKey: 'entries' },
  methods: {
    getAuditAdmins: () => dataOf(request<Envelope<{ admins: AuditAdmin[] }>>('/api/admin/audit-log/admins')).then((d) => d.admins),
  },
} satisfies ResourceApi;
