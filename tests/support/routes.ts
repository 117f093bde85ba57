// The API's endpoints as the app registers them (read from Hono's route list, so routes an
// area adds later are covered by the tests that walk them), and what a response must never show.
import type { App } from '../../server/app.js';

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
