// Sign-in state per spec §4: the token lives in localStorage; the admin is re-verified with
// /auth/me once per app start; 401 signs out, 403 only reports.
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Admin } from '../../contract/auth';
import type { Envelope } from '../../contract/envelope';
import { request, tokenStore } from './httpClient';

let identity: Promise<UserIdentity> | undefined;

function toIdentity(admin: Admin): UserIdentity {
  return { ...admin, fullName: `${admin.firstName} ${admin.lastName}`.trim() };
}

/** The admin as the server now has it (after a profile change): getIdentity answers with it. */
export function rememberIdentity(admin: Admin): void {
  identity = Promise.resolve(toIdentity(admin));
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const res = await request<Envelope<{ admin: Admin; token: string }>>('/api/admin/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    tokenStore.set(res.data.token);
    identity = Promise.resolve(toIdentity(res.data.admin));
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
    // 403 and everything else: the caller shows the message; the session stays.
  },

  async logout() {
    if (tokenStore.get()) {
      await request('/api/admin/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    tokenStore.clear();
    identity = undefined;
  },

  getIdentity() {
    identity ??= request<Envelope<Admin>>('/api/admin/auth/me').then((res) => toIdentity(res.data));
    identity.catch(() => {
      identity = undefined;
    });
    return identity;
  },

  async getPermissions() {
    const me = tokenStore.get() ? await authProvider.getIdentity!().catch(() => undefined) : undefined;
    return me?.role;
  },
};
