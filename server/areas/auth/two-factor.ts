// Two-factor sign-in (TOTP, RFC 6238, through otpauth): set up with a secret the admin's
// authenticator app scans, turned on by a first code, then asked for at every sign-in. A code
// is accepted one step either side of now and once only (the last step used is kept);
// ten single-use recovery codes, shown once, stand in for a lost phone and are kept hashed.
// Turning it on or off, or an owner's reset, ends the admin's other sessions (all of them for
// a reset) and their live streams: a sign-in made before the change does not outlive it.
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '../../../contract/auth.js';
import { adminName, audit, personName } from '../../audit/write.js';
import type { Tx } from '../../db/client.js';
import { adminRecoveryCodes, admins } from '../../db/schema.js';
import type { AdminRow } from '../../http/context.js';
import { conflict, refusal } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { hashToken } from '../../security/tokens.js';
import { revokeAllSessions } from './sessions.js';

const PERIOD_S = 30;

function totp(secret: string, label: string, issuer: string) {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_S });
}

/** The time step a 6-digit code stands for (now, or one step either side), or null. */
function acceptedStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, '', '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** A recovery code as typed: dashes, spaces and case do not matter. */
const normalRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCodes(): string[] {
  // 10 characters of base32 (50 bits) each, shown as xxxxx-xxxxx.
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = new Secret({ size: 7 }).base32.slice(0, 10).toLowerCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** A new secret, pending until a code from it turns two-factor sign-in on. */
export async function startSetup(tx: Tx, actor: Actor, admin: AdminRow, issuer: string): Promise<TwoFactorSetup> {
  if (admin.twoFactorEnabledAt) throw conflict('TWO_FACTOR_ON_TURN_OFF_FIRST');
  const secret = new Secret({ size: 20 }).base32;
  await tx.update(admins).set({ twoFactorPendingSecret: secret, updatedAt: actor.at }).where(eq(admins.id, admin.id));
  return { secret, otpauthUrl: totp(secret, admin.email, issuer).toString() };
}

/** The time step of a first code of the pending secret (409 with no set-up pending, 400 for a wrong code). */
function setupStep(admin: AdminRow, code: string, now: Date): number {
  if (admin.twoFactorEnabledAt) throw conflict('TWO_FACTOR_ALREADY_ON');
  if (!admin.twoFactorPendingSecret) throw conflict('TWO_FACTOR_NOT_STARTED');
  const step = acceptedStep(admin.twoFactorPendingSecret, code, now);
  if (step === null) throw refusal(400, 'TWO_FACTOR_SETUP_CODE_INVALID', undefined, { code: 'TWO_FACTOR_SETUP_CODE_INVALID' });
  return step;
}

/** Refuses a wrong first code before the password is checked: a typo costs no password attempt. */
export function checkSetupCode(admin: AdminRow, code: string, now: Date): void {
  setupStep(admin, code, now);
}

/**
 * Turns two-factor sign-in on with a first code of the pending secret, and ends the admin's
 * sessions but `keepSession`; the recovery codes, once.
 */
export async function enable(tx: Tx, actor: Actor, admin: AdminRow, code: string, keepSession: string): Promise<string[]> {
  const [row] = await tx.select().from(admins).where(eq(admins.id, admin.id)).for('update');
  const step = setupStep(row!, code, actor.at);
  await tx
    .update(admins)
    .set({
      twoFactorSecret: row!.twoFactorPendingSecret,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: actor.at,
      twoFactorLastStep: step,
      updatedAt: actor.at,
    })
    .where(eq(admins.id, admin.id));
  const codes = newRecoveryCodes();
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
  await tx.insert(adminRecoveryCodes).values(codes.map((c) => ({ adminId: admin.id, codeHash: hashToken(normalRecovery(c)), createdAt: actor.at })));
  const sessionsSignedOut = await revokeAllSessions(tx, actor.at, admin.id, keepSession);
  await audit(tx, actor, {
    action: 'admin.two_factor_enable',
    entity: 'admin',
    entityId: admin.id,
    recordName: personName(row!),
    after: { sessionsSignedOut },
  });
  return codes;
}

/**
 * Turns two-factor sign-in off and forgets its secret and recovery codes: by the admin (their
 * sessions but `keepSession` end), or reset by an owner or the command line (all of them end).
 */
export async function clearTwoFactor(
  tx: Tx,
  actor: Actor,
  adminId: string,
  action: 'admin.two_factor_disable' | 'admin.reset_two_factor',
  keepSession?: string,
): Promise<void> {
  await tx
    .update(admins)
    .set({ twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: actor.at })
    .where(eq(admins.id, adminId));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  const sessionsSignedOut = await revokeAllSessions(tx, actor.at, adminId, keepSession);
  await audit(tx, actor, { action, entity: 'admin', entityId: adminId, recordName: adminName(adminId), after: { sessionsSignedOut } });
}

/**
 * Whether the code signs this admin in: a current TOTP code not used before (the step is
 * recorded), or an unused recovery code (then used up). Locks the admin row, so two requests
 * with the same code cannot both pass.
 */
export async function useCode(tx: Tx, adminId: string, code: string, now: Date): Promise<'totp' | 'recovery' | null> {
  const [row] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
  if (!row?.twoFactorSecret) return null;
  const step = acceptedStep(row.twoFactorSecret, code, now);
  if (step !== null) {
    if (row.twoFactorLastStep !== null && step <= row.twoFactorLastStep) return null;
    await tx.update(admins).set({ twoFactorLastStep: step }).where(eq(admins.id, adminId));
    return 'totp';
  }
  const [used] = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, hashToken(normalRecovery(code))), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used ? 'recovery' : null;
}
