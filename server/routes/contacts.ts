// Contact inquiries (API.md "Contacts"), mounted at /api/contact outside the admin guard:
// POST / is the public form (validated, limited per address); every other route is
// admin-only through requireAdmin. Fixed paths come before /:id.
import { asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CONTACT_CATEGORIES,
  CONTACT_SORT_FIELDS,
  CONTACT_STATUSES,
  contactBulkStatusBody,
  contactExportQuery,
  contactListQuery,
  contactStatusBody,
  contactSubmissionSchema,
  type ContactStats,
} from '../../contract/contacts.js';
import type { AppEnv } from '../http/context.js';
import { dayOf, readCounters } from '../db/counters.js';
import { contacts } from '../db/schema.js';
import { requireAdmin } from '../areas/auth/guard.js';
import { uuidParam, parseBody, parseQuery } from '../http/parse.js';
import { notFound, ok } from '../http/envelope.js';
import { cappedCount, pageRows, pagination, seekOf } from '../db/lists.js';
import { actorOf, clientIp } from '../http/request.js';
import { audit, auditEach } from '../audit/write.js';
import { checkContactLimit, contactsCsv, contactWhere, toContact } from '../services/contacts.js';
import { csvExport } from '../http/csv-export.js';

export const contactRoutes = new Hono<AppEnv>();

// The sorts of contactListQuery, each backed by an index; filters pair with created_at.
const SORTS = { createdAt: contacts.createdAt } satisfies Record<(typeof CONTACT_SORT_FIELDS)[number], unknown>;

// ── public ───────────────────────────────────────────────────────────────────────────────

contactRoutes.post('/', async (c) => {
  const { db, clock, config } = c.get('deps');
  const input = await parseBody(c, contactSubmissionSchema);
  const ip = clientIp(c);
  const row = await db.transaction(async (tx) => {
    await checkContactLimit(tx, clock, ip, config.contactLimitPerHour);
    const now = clock.now();
    const [created] = await tx
      .insert(contacts)
      .values({ ...input, status: 'new', ipAddress: ip, createdAt: now, updatedAt: now })
      .returning();
    return created!;
  });
  return ok(c, toContact(row), 'Thank you for contacting us. We will get back to you soon.', 201);
});

// ── admin ────────────────────────────────────────────────────────────────────────────────

contactRoutes.get('/', requireAdmin, async (c) => {
  const { db, config } = c.get('deps');
  const q = parseQuery(c, contactListQuery);
  const where = contactWhere(q);
  // No filter, or one of status / category: the counters know the total; otherwise capped.
  const counter =
    q.search || (q.status && q.category)
      ? undefined
      : q.status
        ? `contacts.status.${q.status}`
        : q.category
          ? `contacts.category.${q.category}`
          : 'contacts.total';
  const [rows, total] = await Promise.all([
    pageRows(
      db,
      contacts,
      contacts.id,
      where,
      { keys: [sql`${SORTS[q.sort]}`, sql`${contacts.id}`], order: q.order },
      { page: q.page, limit: q.limit, seek: seekOf(q) },
    ),
    counter
      ? readCounters(db, [counter]).then((n) => n[counter]!)
      : cappedCount(db, sql`select 1 from ${contacts} where ${where ?? sql`true`}`, q.page, q.limit, config.listCountCap),
  ]);
  return ok(c, { contacts: rows.map(toContact), pagination: pagination(q.page, q.limit, total) });
});

contactRoutes.get('/stats', requireAdmin, async (c) => {
  const { db, clock } = c.get('deps');
  const names = [...CONTACT_STATUSES.map((k) => `contacts.status.${k}`), ...CONTACT_CATEGORIES.map((k) => `contacts.category.${k}`)];
  const counts = await readCounters(db, ['contacts.total', ...names], { days: { today: dayOf('contacts.created', clock.now()) } });
  const tally = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, counts[`${prefix}.${k}`] ?? 0])) as Record<K, number>;
  const stats: ContactStats = {
    total: counts['contacts.total'] ?? 0,
    today: counts.today ?? 0,
    byStatus: tally('contacts.status', CONTACT_STATUSES),
    byCategory: tally('contacts.category', CONTACT_CATEGORIES),
  };
  return ok(c, stats);
});

contactRoutes.get('/export', requireAdmin, async (c) => {
  const { db, clock } = c.get('deps');
  const where = contactWhere(parseQuery(c, contactExportQuery));
  return csvExport(db, contactsCsv(where, clock.now().toISOString().slice(0, 10)));
});

contactRoutes.patch('/bulk-status', requireAdmin, async (c) => {
  const { db, clock } = c.get('deps');
  const { contactIds, status } = await parseBody(c, contactBulkStatusBody);
  const ids = [...new Set(contactIds)];
  const updated = await db.transaction(async (tx) => {
    const before = await tx.select().from(contacts).where(inArray(contacts.id, ids)).for('update');
    const changing = before.filter((r) => r.status !== status);
    if (!changing.length) return 0;
    await tx
      .update(contacts)
      .set({ status, updatedAt: clock.now() })
      .where(
        inArray(
          contacts.id,
          changing.map((r) => r.id),
        ),
      );
    await auditEach(
      tx,
      actorOf(c),
      changing.map((r) => ({ action: 'contact.status_update', entity: 'contact', entityId: r.id, before: { status: r.status }, after: { status } })),
    );
    return changing.length;
  });
  return ok(c, { updated, status }, `${updated} contact(s) updated successfully`);
});

contactRoutes.get('/:id', requireAdmin, async (c) => {
  const { db } = c.get('deps');
  const id = uuidParam(c, 'Contact');
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw notFound('Contact');
  return ok(c, toContact(row));
});

contactRoutes.patch('/:id/status', requireAdmin, async (c) => {
  const { db, clock } = c.get('deps');
  const id = uuidParam(c, 'Contact');
  const { status } = await parseBody(c, contactStatusBody);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
    if (!current) throw notFound('Contact');
    if (current.status === status) return current; // nothing changes, nothing to log
    const [updated] = await tx.update(contacts).set({ status, updatedAt: clock.now() }).where(eq(contacts.id, id)).returning();
    await audit(tx, actorOf(c), { action: 'contact.status_update', entity: 'contact', entityId: id, before: { status: current.status }, after: { status } });
    return updated!;
  });
  return ok(c, toContact(row), 'Contact status updated successfully');
});

contactRoutes.delete('/:id', requireAdmin, async (c) => {
  const { db } = c.get('deps');
  const id = uuidParam(c, 'Contact');
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contacts).where(eq(contacts.id, id)).returning();
    if (!deleted) throw notFound('Contact');
    const { ipAddress: _ip, ...before } = deleted;
    await audit(tx, actorOf(c), { action: 'contact.delete', entity: 'contact', entityId: id, before });
  });
  return ok(c, { id }, 'Contact deleted successfully');
});
