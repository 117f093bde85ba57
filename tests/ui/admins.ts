// Admins of each role for UI tests, added straight to the test database, and the codes of an
// authenticator app at the server's clock.
import { Secret, TOTP } from 'otpauth';
import type { Role } from '../../contract/permissions';
import { admins } from '../../server/db/schema';
import { hashPassword } from '../../server/security/passwords';
import { testApp } from './setup';

export const ROLE_PASSWORD = 'Ui-Role-Password-1';

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  /** First and last name, as the top bar shows them. */
  name: string;
}

let added = 0;

/** A new admin of the role (signed in with ROLE_PASSWORD; mustChangePassword as asked). */
export async function addAdmin(role: Role, { mustChangePassword = false, firstName = role[0]!.toUpperCase() + role.slice(1) } = {}): Promise<TestAdmin> {
  const email = `${role}.${++added}.${Math.random().toString(36).slice(2, 7)}@ui-roles.test`;
  const [row] = await testApp()
    .db.insert(admins)
    .values({ email, passwordHash: await hashPassword(ROLE_PASSWORD), firstName, lastName: 'Tester', role, mustChangePassword })
    .returning({ id: admins.id });
  return { id: row!.id, email, password: ROLE_PASSWORD, name: `${firstName} Tester` };
}

/** The authenticator app's code for a secret at the server's clock, `steps` of 30 s away. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: testApp().clock.now().getTime() + steps * 30_000,
  });
}

/** Turns two-factor sign-in on for an admin through the API (their password confirms it); its secret and recovery codes. */
export async function turnOnTwoFactor(token: string, password = ROLE_PASSWORD): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await testApp().call('POST', '/api/admin/auth/two-factor/setup', { token });
  const { secret } = setup.json.data as { secret: string };
  const enabled = await testApp().call('POST', '/api/admin/auth/two-factor/enable', { token, body: { code: totpCode(secret), password } });
  if (enabled.status !== 200) throw new Error(`two-factor not enabled: ${enabled.text}`);
  return { secret, recoveryCodes: enabled.json.data.recoveryCodes as string[] };
}
