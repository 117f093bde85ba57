// Sign-in state: the token lives in localStorage; the admin is re-verified with
// /auth/me once per app start; 401 signs out, 403 only reports. What the admin may open is
// the contract's permission table applied to their role (canAccess). The calls themselves
// (authApi.ts) load on first use: the sign-in form shows without the API client and zod.
import { forgetSelections } from './appStore';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Admin, CurrentAdmin } from '../../contract/auth';
import type { LoginParams } from './authApi';
import { tokenStore } from './tokenStore';

export type { LoginParams };

const api = () => import('./authApi');

/** The signed-in admin as the screens read it (useGetIdentity). */
export type AdminIdentity = UserIdentity & Partial<CurrentAdmin>;

let identity: Promise<AdminIdentity> | undefined;

function toIdentity(admin: Admin | CurrentAdmin): AdminIdentity {
  return { ...admin, fullName: `${admin.firstName} ${admin.lastName}`.trim() };
}

/** The admin as the server now has it (after a profile change): getIdentity answers with it. */
export function rememberIdentity(admin: Admin | CurrentAdmin): void {
  identity = identity?.then((known) => ({ ...known, ...toIdentity(admin) })) ?? Promise.resolve(toIdentity(admin));
}

/** Forgets the remembered admin: the next getIdentity asks /me (a refusal said something changed). */
export function forgetIdentity(): void {
  identity = undefined;
}

/**
 * The password was right and the account has two-factor sign-in on: no session yet. It is
 * thrown rather than returned because react-admin's useLogin leaves the sign-in page on any
 * answer; the page catches it and asks for the code (then logs in with the challenge).
 */
export class TwoFactorRequired extends Error {
  constructor(readonly challengeToken: string) {
    super('two-factor code required');
    this.name = 'TwoFactorRequired';
  }
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const res = await (await api()).signIn(params);
    if ('twoFactorRequired' in res.data) throw new TwoFactorRequired(res.data.challengeToken);
    tokenStore.set(res.data.token);
    identity = Promise.resolve(toIdentity(res.data.admin));
    // A new sign-in starts with nothing selected, whoever left a selection behind.
    forgetSelections();
  },

  // Cheap: a stored token, verified with the server once per app start (the cached /me
  // call); a 401 there signs out, a network failure does not.
  async checkAuth() {
    if (!tokenStore.get()) throw new Error('ra.auth.auth_check_error'); // 'Please login to continue'
    try {
      await authProvider.getIdentity!();
    } catch (err) {
      if ((err as { status?: number })?.status === 401) throw err;
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      tokenStore.clear();
      identity = undefined;
      throw error;
    }
    // 403 and everything else: the caller shows the message; the session stays (a refusal
    // that asks for a new password or two-factor set-up is handled by the shell).
  },

  async logout() {
    if (tokenStore.get()) {
      await (await api()).signOut().catch(() => undefined);
    }
    tokenStore.clear();
    identity = undefined;
  },

  getIdentity() {
    identity ??= api()
      .then((m) => m.me())
      .then((res) => toIdentity(res.data));
    identity.catch(() => {
      identity = undefined;
    });
    return identity;
  },

  /** The admin's role (owner, admin, finance, support, content). */
  async getPermissions() {
    const me = tokenStore.get() ? await authProvider.getIdentity!().catch(() => undefined) : undefined;
    return me?.role;
  },

  // react-admin asks with its own actions (list, show, create, edit, delete, export) and the
  // screens with the table's verbs (credits, security…): both map onto one permission.
  async canAccess({ resource, action }: { resource: string; action: string }) {
    const { can, permissionFor } = await api();
    const permission = permissionFor(resource, action);
    if (!permission) return false;
    return can(await authProvider.getPermissions!({}), permission);
  },
};
