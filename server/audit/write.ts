// The audit trail: one row per admin write (one per entity of a bulk write), sign-in, failed
// sign-in and sign-out, written in the same transaction as the change it records, under the
// acting admin's id, address and browser. Secrets never reach it.
import { type AuditAction, type AuditEntity, isSecretKey } from '../../contract/audit.js';
import type { Tx } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { Actor } from '../http/request.js';

/** Drops secret-looking keys (recursively) so before/after never hold one. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !isSecretKey(k))
        .map(([k, v]) => [k, redact(v)]),
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
  /** Defaults to the acting admin (a failed sign-in names the admin it tried, if any). */
  adminId?: string | null;
}

/** Records entries in one statement (a bulk write: one row per entity it changed). */
export async function auditEach(tx: Tx, actor: Actor, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      adminId: entry.adminId !== undefined ? entry.adminId : actor.adminId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: entry.before === undefined ? null : redact(entry.before),
      after: entry.after === undefined ? null : redact(entry.after),
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
      createdAt: actor.at,
    })),
  );
}

export const audit = (tx: Tx, actor: Actor, entry: AuditEntry) => auditEach(tx, actor, [entry]);
