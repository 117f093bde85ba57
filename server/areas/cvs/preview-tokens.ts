// Secure CV preview links: a random 128-bit token bound to one CV for 10 minutes. Only its
// sha256 is stored, so a database dump cannot open previews.
import { and, eq, gt, lt } from 'drizzle-orm';
import { PREVIEW_TOKEN_TTL_MS } from '../../../contract/cvs.js';
import type { Tx } from '../../db/client.js';
import { previewTokens } from '../../db/schema.js';
import { hashToken, randomToken } from '../../security/tokens.js';

export async function issuePreviewToken(tx: Tx, now: Date, cvId: string, adminId: string | null) {
  const token = randomToken(16);
  const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_TTL_MS);
  // Expired tokens are useless: clear them as new ones are made so the table stays small.
  await tx.delete(previewTokens).where(lt(previewTokens.expiresAt, now));
  await tx.insert(previewTokens).values({ tokenHash: hashToken(token), cvId, adminId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Whether `token` opens `cvId` at `now`. */
export async function checkPreviewToken(db: Tx, now: Date, cvId: string, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ cvId: previewTokens.cvId })
    .from(previewTokens)
    .where(and(eq(previewTokens.tokenHash, hashToken(token)), eq(previewTokens.cvId, cvId), gt(previewTokens.expiresAt, now)));
  return Boolean(row);
}
