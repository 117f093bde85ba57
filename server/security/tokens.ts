// Secrets handed out in links (CV previews, email verification): random, URL-safe, and kept
// only as a SHA-256 so a database dump opens nothing.
import { createHash, randomBytes } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `bytes` random bytes as base64url (16 → 128 bits). */
export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');
