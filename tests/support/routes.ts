// The API's endpoints as the app registers them (read from Hono's route list, so routes an
// area adds later are covered by the tests that walk them), and what a response must never show.
import { sql } from 'drizzle-orm';
import type { App } from '../../server/app.js';
import type { Db } from '../../server/db/client.js';

export interface Route {
  method: string;
  path: string;
}

/** Registered endpoints (middleware and catch-alls left out), each once. */
export function endpoints(app: App): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** The path with every `:param` replaced by `id`. */
export const fill = (path: string, id: string) => path.replace(/:\w+(\{[^}]*\})?/g, id);

/** A stack trace or a source path. */
export const STACK = /\bat [\w$.<>]+ \(|node_modules|\.ts:\d+:\d+|\/server\/|Error: /;
/** What the database or its driver says: SQL, relation and constraint names, driver errors. */
export const DRIVER_TEXT =
  /Failed query|syntax error at|relation "|column "|constraint "|violates|duplicate key|invalid input syntax|invalid byte sequence|PGlite|drizzle|\bSQLSTATE\b|ECONN|TypeError|RangeError|ReferenceError/i;

/**
 * Real ids of every table keyed by a uuid `id`, by table name (up to `per` each), read from
 * the database itself: a table added later is covered with no list to keep. The admins'
 * own tables are left out: the suite signs in there, and a real id would let a hostile
 * request reset or revoke the very session the run depends on.
 */
export async function realIdsByTable(db: Db, per: number): Promise<Record<string, string[]>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' and table_name not like 'admin%'`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = (await db.execute(sql`select id from ${sql.identifier(name)} order by id limit ${per}`)) as unknown as { rows: { id: string }[] };
    out[name] = rows.rows.map((r) => r.id);
  }
  return out;
}

/** The table a path's ids belong to: /api/admin/reply-templates/{id} → reply_templates, /api/contact/{id} → contacts. */
export function tableOfPath(path: string, tables: Record<string, unknown>): string | undefined {
  const segment = path.split('/')[path.startsWith('/api/admin/') ? 3 : 2]!.replaceAll('-', '_');
  return [segment, `${segment}s`].find((name) => name in tables);
}
