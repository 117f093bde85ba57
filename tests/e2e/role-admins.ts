// Admins of a role for e2e tests, made as an owner would: through the Team API with a
// temporary password (addAdmin), or with it already changed (readyAdmin), so they sign in
// straight to the dashboard. Every one is new: the shared e2e admin is left as it is.
import { api, apiToken } from './support';

export interface Credentials {
  email: string;
  password: string;
}

/** The password a ready admin chose. */
export const CHOSEN = 'E2e-Role-Password-1';
let made = 0;

/** A new admin through the Team API, with the temporary password it answers. */
export async function addAdmin(role: string, firstName: string = role): Promise<Credentials> {
  const email = `${role}.${Date.now()}.${++made}@e2e-roles.test`;
  const added = await api<{ data: { temporaryPassword: string } }>('/api/admin/admins', {
    method: 'POST',
    body: { email, firstName, lastName: 'E2e', role },
  });
  if (added.status !== 201) throw new Error(`admin not added: ${added.status}`);
  return { email, password: added.json.data.temporaryPassword };
}

/** A new admin who has already chosen a password (the API's way), and their session's token. */
export async function readyAdmin(role: string, firstName: string = role): Promise<Credentials & { token: string }> {
  const temporary = await addAdmin(role, firstName);
  const changed = await api<{ data: { token: string } }>('/api/admin/auth/change-password', {
    method: 'PUT',
    token: await apiToken(temporary),
    body: { currentPassword: temporary.password, newPassword: CHOSEN },
  });
  if (changed.status !== 200) throw new Error(`password not changed: ${changed.status}`);
  return { email: temporary.email, password: CHOSEN, token: changed.json.data.token };
}
