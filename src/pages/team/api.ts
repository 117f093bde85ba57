// The Team screen's calls (owners only): the admins, add one, change one, and the one-time
// passwords and two-factor resets an owner hands out.
import type { Admin } from '../../../contract/auth';
import type { Envelope } from '../../../contract/envelope';
import type { TeamCreate, TemporaryPassword, TeamUpdate } from '../../../contract/team';
import { dataOf, request } from '../../api/httpClient';

const ADMINS = '/api/admin/admins';

export const teamApi = {
  getAdmins: () => dataOf(request<Envelope<{ admins: Admin[] }>>(ADMINS)).then((d) => d.admins),
  /** The new admin and their temporary password, shown once. */
  createAdmin: (admin: TeamCreate) => dataOf(request<Envelope<TemporaryPassword>>(ADMINS, { method: 'POST', body: admin })),
  updateAdmin: (id: string, changes: TeamUpdate) => dataOf(request<Envelope<Admin>>(`${ADMINS}/${id}`, { method: 'PUT', body: changes })),
  resetAdminPassword: (id: string) => dataOf(request<Envelope<TemporaryPassword>>(`${ADMINS}/${id}/reset-password`, { method: 'POST' })),
  resetAdminTwoFactor: (id: string) => dataOf(request<Envelope<Admin>>(`${ADMINS}/${id}/reset-two-factor`, { method: 'POST' })),
};
