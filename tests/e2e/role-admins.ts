// Admins of a role for e2e tests, made as an owner would: through the Team API, then their
// temporary password changed, so they sign in straight to the dashboard.
import { api, apiToken } from './support';

export interface Credentials {
  email: string;
  password: string;
}

const CHOSEN = 'E2e-Role-Password-1';
let made = 0;

export async function readyAdmin(role: string): Promise<Credentials> {
  const email = `${role}.${Date.now()}.${++made}@e2e-roles.test`;
  const added = await api<{ data: { temporaryPassword: string } }>('/api/admin/admins', {
    method: 'POST',
    body: { email, firstName: role, lastName: 'E2e', role },
  });
  if (added.status !== 201) throw new Error(`admin not added: ${added.status}`);
  const temporary = { email, password: added.json.data.temporaryPassword };
  const changed = await api('/api/admin/auth/change-password', {
    method: 'PUT',
    token: await apiToken(temporary),
    body: { currentPassword: temporary.password, newPassword: CHOSEN },
  });
  if (changed.status !== 200) throw new Error(`password not changed: ${changed.status}`);
  return { email, password: CHOSEN };
}
