// argon2id for every stored password (admins and users). Each check or hash takes about
// 50 ms of a libuv thread, the pool that DNS, files and compression share: at most a few run
// at once, the rest wait their turn, so a flood of sign-ins cannot take the whole pool.
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Password checks and hashes that may run at the same time (libuv's pool has 4 threads by default). */
export const PASSWORD_WORK_AT_ONCE = 2;

/** The queue in front of argon2; `peak` is the most that ever ran at once (tests read it). */
export const passwordQueue = { active: 0, peak: 0, waiting: [] as (() => void)[] };

async function queued<T>(work: () => Promise<T>): Promise<T> {
  while (passwordQueue.active >= PASSWORD_WORK_AT_ONCE) await new Promise<void>((resolve) => passwordQueue.waiting.push(resolve));
  passwordQueue.active++;
  passwordQueue.peak = Math.max(passwordQueue.peak, passwordQueue.active);
  try {
    return await work();
  } finally {
    passwordQueue.active--;
    passwordQueue.waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => queued(() => hash(password));

// Verifying against this when an email is unknown keeps the answer's timing the same.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    const stand = await dummyHash;
    await queued(() => verify(stand, password)).catch(() => false);
    return false;
  }
  try {
    return await queued(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%*';

/** A password from a CSPRNG (no look-alike characters). */
export function generatePassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
