// The audit trail: one row per admin write, login, failed login and logout, written in the
// same transaction as the change it records. Secrets never reach it.
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import type { Tx } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { clientIp, userAgent } from '../lib/request.js';

const SECRET_KEYS = /password|secret|apikey|token/i;

/** Drops secret-looking keys (recursively) so before/after never hold one. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).filter(([k]) => !SECRET_KEYS.test(k)).map(([k, v]) => [k, redact(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the signed-in admin. */
  adminId?: string | null;
}

export async function audit(tx: Tx, c: Context<AppEnv>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: entry.adminId !== undefined ? entry.adminId : (c.get('admin')?.id ?? null),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
    ipAddress: clientIp(c),
    userAgent: userAgent(c),
    createdAt: c.get('deps').clock.now(),
  });
}
