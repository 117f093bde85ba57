// The audit trail: one row per admin write (one per entity of a bulk write), login, failed
// login and logout, written in the same transaction as the change it records. Secrets never
// reach it.
import type { Context } from 'hono';
import { type AuditAction, type AuditEntity, isSecretKey } from '../../contract/audit.js';
import type { AppEnv } from '../context.js';
import type { Tx } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { clientIp, userAgent } from '../lib/request.js';

/** Drops secret-looking keys (recursively) so before/after never hold one. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).filter(([k]) => !isSecretKey(k)).map(([k, v]) => [k, redact(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the signed-in admin. */
  adminId?: string | null;
}

/** Records entries in one statement (a bulk write: one row per entity it changed). */
export async function auditEach(tx: Tx, c: Context<AppEnv>, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const ipAddress = clientIp(c);
  const agent = userAgent(c);
  const createdAt = c.get('deps').clock.now();
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      adminId: entry.adminId !== undefined ? entry.adminId : (c.get('admin')?.id ?? null),
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: entry.before === undefined ? null : redact(entry.before),
      after: entry.after === undefined ? null : redact(entry.after),
      ipAddress,
      userAgent: agent,
      createdAt,
    })),
  );
}

export const audit = (tx: Tx, c: Context<AppEnv>, entry: AuditEntry) => auditEach(tx, c, [entry]);
