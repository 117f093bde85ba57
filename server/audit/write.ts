// The audit trail: one row per admin write (one per entity of a bulk write), sign-in, failed
// sign-in and sign-out, written in the same transaction as the change it records, under the
// acting admin's id, address and browser. Secrets never reach it.
import { type SQL, sql } from 'drizzle-orm';
import { type AuditAction, type AuditEntity, isSecretKey } from '../../contract/audit.js';
import type { Tx } from '../db/client.js';
import { admins, auditLog } from '../db/schema.js';
import type { Actor } from '../http/request.js';

/**
 * Drops secret-looking keys (recursively) so before/after never hold one, and a whole row's
 * search text (server/db/schema.ts `searchText`: its other fields again, folded).
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !isSecretKey(k) && k !== 'searchText')
        .map(([k, v]) => [k, redact(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  /**
   * The record's name as a reader knows it (a user's full name, a package's name, an order's
   * code, a setting's section…), kept with the entry so it still reads once the record is gone
   * and the audit log can be searched by it. null when the record has none (an unknown email).
   */
  recordName: string | null | SQL;
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
      recordName: typeof entry.recordName === 'string' || entry.recordName === null ? entry.recordName?.trim().slice(0, 300) || null : entry.recordName,
      before: entry.before === undefined ? null : redact(entry.before),
      after: entry.after === undefined ? null : redact(entry.after),
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
      createdAt: actor.at,
    })),
  );
}

/** A person's name as the screens write it ('Lan Nguyễn'), or their email when both names are blank. */
export const personName = (p: { firstName?: string | null; lastName?: string | null; email?: string | null }) =>
  `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.email || null;

/** An admin's name read in the insert itself, where the caller holds only their id (a sign-out, a session ended). */
export const adminName = (id: string | null): SQL | null =>
  id
    ? sql`(select coalesce(nullif(trim(${admins.firstName} || ' ' || ${admins.lastName}), ''), ${admins.email}) from ${admins} where ${admins.id} = ${id})`
    : null;

export const audit = (tx: Tx, actor: Actor, entry: AuditEntry) => auditEach(tx, actor, [entry]);
