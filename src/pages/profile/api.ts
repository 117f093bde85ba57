// The profile page's calls (sign-in, me and sign-out are the authProvider's): details,
// password, two-factor sign-in and the admin's own sessions. The account set-up page after a
// temporary password or a required two-factor set-up uses the same calls.
import type { Admin, AdminProfile, AdminSession, FreshToken, RecoveryCodes, TwoFactorSetup } from '../../../contract/auth';
import type { Envelope } from '../../../contract/envelope';
import { dataOf, request } from '../../api/httpClient';

const AUTH = '/api/admin/auth';

export const profileApi = {
  updateProfile: (profile: Partial<AdminProfile>) => request<Envelope<Admin>>(`${AUTH}/profile`, { method: 'PUT', body: profile }),
  changePassword: (body: { currentPassword: string; newPassword: string }) => request<Envelope<FreshToken>>(`${AUTH}/change-password`, { method: 'PUT', body }),
  /** A new secret for the authenticator app (pending until a first code turns it on). */
  startTwoFactor: () => dataOf(request<Envelope<TwoFactorSetup>>(`${AUTH}/two-factor/setup`, { method: 'POST' })),
  /** Turns two-factor sign-in on with a first code and the password (the other sessions end); the recovery codes come once. */
  enableTwoFactor: (body: { code: string; password: string }) =>
    dataOf(request<Envelope<RecoveryCodes>>(`${AUTH}/two-factor/enable`, { method: 'POST', body })),
  disableTwoFactor: (password: string) => request<Envelope<null>>(`${AUTH}/two-factor/disable`, { method: 'POST', body: { password } }),
  getSessions: () => dataOf(request<Envelope<{ sessions: AdminSession[] }>>(`${AUTH}/sessions`)).then((d) => d.sessions),
  endSession: (id: string) => request<Envelope<null>>(`${AUTH}/sessions/${id}`, { method: 'DELETE' }),
  endOtherSessions: () => dataOf(request<Envelope<{ revoked: number }>>(`${AUTH}/sessions/revoke-others`, { method: 'POST' })),
};
