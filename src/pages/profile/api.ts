// The profile page's calls (sign-in, me and sign-out are the authProvider's): details,
// password, two-factor sign-in and the admin's own sessions (contract/auth.ts's and
// contract/account.ts's routes). The account set-up page after a temporary password or a
// required two-factor set-up uses the same calls.
import { accountRoutes } from '../../../contract/account';
import { type AdminProfile, authRoutes } from '../../../contract/auth';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

export const profileApi = {
  updateProfile: (profile: Partial<AdminProfile>) => call(authRoutes.updateProfile, { body: profile }),
  changePassword: (body: { currentPassword?: string; newPassword: string }) => call(authRoutes.changePassword, { body }),
  /** A new secret for the authenticator app (pending until a first code turns it on). */
  startTwoFactor: () => dataOf(call(accountRoutes.startTwoFactor)),
  /** Turns two-factor sign-in on with a first code and the password (the other sessions end); the recovery codes come once. */
  enableTwoFactor: (body: { code: string; password: string }) => dataOf(call(accountRoutes.enableTwoFactor, { body })),
  disableTwoFactor: (password: string) => call(accountRoutes.disableTwoFactor, { body: { password } }),
  getSessions: () => dataOf(call(accountRoutes.sessions)).then((d) => d.sessions),
  endSession: (id: string) => call(accountRoutes.endSession, { params: { id } }),
  endOtherSessions: () => dataOf(call(accountRoutes.endOtherSessions)),
};
