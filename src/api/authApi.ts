// The auth provider's calls to the server and the permission table it applies: a chunk of its
// own that authProvider.ts loads on first use, as the contract's schemas (zod) come with it.
// First: zod is told not to compile with eval (this chunk may come before the admin app's).
import '../zod-jitless';
import { authRoutes } from '../../contract/auth';
import { call } from './call';

export { can, permissionFor } from '../../contract/permissions';

/** What the sign-in page hands to useLogin: the password step, or the code for a challenge. */
export type LoginParams = { email: string; password: string } | { challengeToken: string; code: string };

/** The password step, or the code for a two-factor challenge. */
export const signIn = (params: LoginParams) =>
  'challengeToken' in params
    ? call(authRoutes.loginTwoFactor, { body: params })
    : call(authRoutes.login, { body: { email: params.email, password: params.password } });

export const me = () => call(authRoutes.me);

export const signOut = () => call(authRoutes.logout);
