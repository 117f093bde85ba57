// The handlers of a plain entity (contract/crud.ts) on its drizzle table: list (search, the
// declared filters and sorts, seek paging, a capped count), get, create, update, delete and
// bulk delete, each write in one transaction with its audit rows. The table is found in
// server/db/schema.ts by the name the migration gave it (the entity's name in snake case);
// its search box matches the table's search text (schema.ts `searchText`, over the columns
// the entity's search covers).
import { and, eq, getTableColumns, getTableName, inArray, is, type SQL, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CrudDeclaration } from '../../contract/crud.js';
import { crudRoutes } from '../../contract/crud-routes.js';
import type { AuditAction, AuditEntity } from '../../contract/audit.js';
import type { Entity } from '../../contract/route.js';
import { auditEach } from '../audit/write.js';
import type { Tx } from '../db/client.js';
import { cappedCount, pageRows, pagination, searchMatch, seekOf } from '../db/lists.js';
import * as schema from '../db/schema.js';
import { answerRow } from '../http/answer-row.js';
import { notFound, ok } from '../http/envelope.js';
import { requireChanges } from '../http/parse.js';
import { type Actor, inTransaction } from '../http/request.js';
import { type Area, defineArea } from '../http/route.js';

type Row = Record<string, unknown> & { id: string };

/** The entity's table: `reply-templates` → reply_templates. */
export function crudTable(d: Pick<CrudDeclaration, 'name'>): PgTable {
  const name = d.name.replaceAll('-', '_');
  const table = Object.values(schema).find((t) => is(t, PgTable) && getTableName(t) === name) as PgTable | undefined;
  if (!table) throw new Error(`No table ${name} in server/db/schema.ts for the entity ${d.name}`);
  return table;
}

export function crudArea(d: CrudDeclaration): Area {
  const table = crudTable(d);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const id = columns.id!;
  const searchText = columns.searchText;
  if (!searchText) throw new Error(`No searchText column in the table of the entity ${d.name} (server/db/schema.ts searchText)`);
  const routes = crudRoutes(d);
  // The row's component in the document, named for the entity: 'Reply template' → ReplyTemplate.
  const component = d.label.replace(/(?:^|\s+)(\w)/g, (_, c: string) => c.toUpperCase());
  const area = defineArea(d.tag, { [component]: d.row });
  const entity = d.entity as Entity;
  const audit = d.audit as AuditEntity;
  const action = (verb: 'create' | 'update' | 'delete') => `${d.audit}.${verb}` as AuditAction;
  // A record's name in the audit trail: its primary field (the line its phone card leads with).
  const primary = Object.entries(d.fields as Record<string, { primary?: boolean }>).find(([, f]) => f.primary)?.[0];
  const nameOf = (row: Row) => (primary && row[primary] != null ? String(row[primary]) : null);
  const record = (tx: Tx, actor: Actor, verb: 'create' | 'update' | 'delete', rows: { id: string; row: Row; before?: unknown; after?: unknown }[]) =>
    auditEach(
      tx,
      actor,
      rows.map((r) => ({ action: action(verb), entity: audit, entityId: r.id, recordName: nameOf(r.row), before: r.before, after: r.after })),
    );
  // The answers are the table's rows as the row schema names them (a test holds them to it).
  const sent = (row: Row) => answerRow(d.row, row) as never;

  area.bind(routes.list, async (c, { query }) => {
    const { db, config } = c.get('deps');
    const q = query as z.output<typeof routes.list.query> & Record<string, unknown>;
    const conditions: (SQL | undefined)[] = Object.keys(d.filters ?? {}).map((key) => (q[key] === undefined ? undefined : eq(columns[key]!, q[key])));
    if (q.search) conditions.push(searchMatch(searchText, q.search));
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      pageRows(db, table, id, where, { keys: [sql`${columns[q.sort]!}`, sql`${id}`], order: q.order }, { page: q.page, limit: q.limit, seek: seekOf(q) }),
      cappedCount(db, sql`select 1 from ${table} where ${where ?? sql`true`}`, q.page, q.limit, config.listCountCap),
    ]);
    return ok(c, { items: (rows as Row[]).map(sent), pagination: pagination(q.page, q.limit, total) });
  });

  area.bind(routes.bulkDelete, async (c, { body }) => {
    const deleted = await inTransaction(c, async (tx, actor) => {
      const rows = (await tx.delete(table).where(inArray(id, body.ids)).returning()) as Row[];
      await record(
        tx,
        actor,
        'delete',
        rows.map((r) => ({ id: r.id, row: r, before: r })),
      );
      return rows.length;
    });
    return ok(c, { deleted }, `${deleted} ${d.label.toLowerCase()}(s) deleted successfully`);
  });

  area.bind(routes.get, async (c, { id: key }) => {
    const [row] = (await c.get('deps').db.select().from(table).where(eq(id, key))) as Row[];
    if (!row) throw notFound(entity);
    return ok(c, sent(row));
  });

  area.bind(routes.create, async (c, { body }) => {
    const row = await inTransaction(c, async (tx, actor) => {
      const [created] = (await tx
        .insert(table)
        .values({ ...(body as object), createdAt: actor.at, updatedAt: actor.at })
        .returning()) as Row[];
      await record(tx, actor, 'create', [{ id: created!.id, row: created!, after: created }]);
      return created!;
    });
    return ok(c, sent(row), `${d.label} created successfully`, 201);
  });

  area.bind(routes.update, async (c, { id: key, body }) => {
    const changes = requireChanges(body as Record<string, unknown>, 'updates');
    const row = await inTransaction(c, async (tx, actor) => {
      const [before] = (await tx.select().from(table).where(eq(id, key)).for('update')) as Row[];
      if (!before) throw notFound(entity);
      const [after] = (await tx
        .update(table)
        .set({ ...changes, updatedAt: actor.at })
        .where(eq(id, key))
        .returning()) as Row[];
      const changed = Object.keys(changes).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after![k]));
      if (changed.length) {
        const pick = (r: Row) => Object.fromEntries(changed.map((k) => [k, r[k]]));
        await record(tx, actor, 'update', [{ id: key, row: after!, before: pick(before), after: pick(after!) }]);
      }
      return after!;
    });
    return ok(c, sent(row), `${d.label} updated successfully`);
  });

  area.bind(routes.delete, async (c, { id: key }) => {
    await inTransaction(c, async (tx, actor) => {
      const [row] = (await tx.delete(table).where(eq(id, key)).returning()) as Row[];
      if (!row) throw notFound(entity);
      await record(tx, actor, 'delete', [{ id: key, row, before: row }]);
    });
    return ok(c, { id: key }, `${d.label} deleted successfully`);
  });

  return area;
}
