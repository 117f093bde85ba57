// The Team screen's calls (owners only, contract/team.ts's routes): the admins, add one,
// change one, and the one-time passwords and two-factor resets an owner hands out.
import { type TeamCreate, type TeamUpdate, teamRoutes } from '../../../contract/team';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

export const teamApi = {
  /** Every admin, or those whose names or email contain `search` (accents and case aside). */
  getAdmins: (search?: string) => dataOf(call(teamRoutes.list, { query: { search } })).then((d) => d.admins),
  /** The new admin, their temporary password (shown once) and whether an invitation was emailed. */
  createAdmin: (admin: TeamCreate) => dataOf(call(teamRoutes.create, { body: admin })),
  updateAdmin: (id: string, changes: TeamUpdate) => dataOf(call(teamRoutes.update, { params: { id }, body: changes })),
  resetAdminPassword: (id: string) => dataOf(call(teamRoutes.resetPassword, { params: { id } })),
  /** A new emailed invitation to choose their password (the earlier link stops working). */
  inviteAdmin: (id: string) => dataOf(call(teamRoutes.invite, { params: { id } })),
  resetAdminTwoFactor: (id: string) => dataOf(call(teamRoutes.resetTwoFactor, { params: { id } })),
};
