// Who is calling: the client's address and browser, for throttling, sessions and the audit
// trail; and the acting admin that services record their writes under.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Tx } from '../db/client.js';
import type { AppEnv } from './context.js';

/**
 * The client's address. Behind N trusted proxies, X-Forwarded-For ends with the N entries they
 * added (each appends the address it was called from); anything before those was written by
 * the client itself and is not believed. Fewer entries than proxies: the first one.
 */
export function clientIp(c: Context<AppEnv>): string {
  const proxies = c.get('deps').config.trustProxy;
  if (proxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const trusted = entries[Math.max(0, entries.length - proxies)];
    if (trusted) return trusted.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export function userAgent(c: Context<AppEnv>): string | null {
  return c.req.header('user-agent')?.slice(0, 500) ?? null;
}

/** Who does a write, from where, and when: what services stamp rows and audit entries with. */
export interface Actor {
  /** The signed-in admin; null before sign-in (a failed attempt) and for the public routes. */
  adminId: string | null;
  ipAddress: string;
  userAgent: string | null;
  at: Date;
}

export function actorOf(c: Context<AppEnv>): Actor {
  return { adminId: c.get('admin')?.id ?? null, ipAddress: clientIp(c), userAgent: userAgent(c), at: c.get('deps').clock.now() };
}

/** Runs `work` in one transaction, as the calling admin: writes that belong together commit together. */
export function inTransaction<T>(c: Context<AppEnv>, work: (tx: Tx, actor: Actor) => Promise<T>): Promise<T> {
  const actor = actorOf(c);
  return c.get('deps').db.transaction((tx) => work(tx, actor));
}
