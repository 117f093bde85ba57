// The second step of a two-factor sign-in: after the right password, a challenge (a random
// token, kept hashed) that a code must follow within 5 minutes; it opens one session, once.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { adminLoginChallenges } from '../../db/schema.js';
import { hashToken, randomToken } from '../../security/tokens.js';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_EXPIRED = 'The sign-in has expired. Enter your email and password again.';

export async function issueChallenge(tx: Tx, adminId: string, now: Date): Promise<string> {
  // Old challenges go when new ones come: the table stays as small as the sign-ins of 5 minutes.
  await tx.delete(adminLoginChallenges).where(lt(adminLoginChallenges.expiresAt, now));
  const token = randomToken(32);
  await tx.insert(adminLoginChallenges).values({ adminId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return token;
}

/** The live challenge of a token (locked for this transaction), or undefined. */
export async function findChallenge(tx: Tx, token: string, now: Date) {
  const [row] = await tx
    .select()
    .from(adminLoginChallenges)
    .where(and(eq(adminLoginChallenges.tokenHash, hashToken(token)), isNull(adminLoginChallenges.usedAt), gt(adminLoginChallenges.expiresAt, now)))
    .for('update');
  return row;
}

export async function useChallenge(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.update(adminLoginChallenges).set({ usedAt: now }).where(eq(adminLoginChallenges.id, id));
}
