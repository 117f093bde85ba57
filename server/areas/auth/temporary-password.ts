// Temporary passwords of admins (a new admin, an owner's reset, the command line, a generated
// first password): long, since they are copied rather than typed from memory, and good for
// TEMPORARY_PASSWORD_HOURS; after that only a new one (an owner's reset, the command line) helps.
import { TEMPORARY_PASSWORD_HOURS } from '../../../contract/auth.js';
import type { AdminRow } from '../../http/context.js';
import { generatePassword, hashPassword } from '../../security/passwords.js';

const LENGTH = 16;

/** A new temporary password, to show once, and its hash, to store. */
export async function newTemporaryPassword(): Promise<{ password: string; hash: string }> {
  const password = generatePassword(LENGTH);
  return { password, hash: await hashPassword(password) };
}

/** When a temporary password handed out at `now` stops signing in. */
export const temporaryPasswordExpiry = (now: Date): Date => new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000);

/** The admin's password is a temporary one past its time. */
export const temporaryPasswordExpired = (admin: AdminRow, now: Date): boolean =>
  admin.mustChangePassword && admin.temporaryPasswordExpiresAt !== null && admin.temporaryPasswordExpiresAt <= now;
