// Statements on PGlite the way a server driver sends them: each SQL text parsed and planned
// once as a named prepared statement, then bound and executed in one call into the database.
// PGlite's own query() makes six calls for every statement (parse, describe, bind, describe,
// execute, sync) and parses and plans its text each time: on a one-row read that is most of
// the statement's cost, paid by every request (the session look-up, the page, its count).
import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Prepared statements kept per instance; the least recently used one is closed beyond. */
const KEEP = 256;
/** Longer texts (a bulk insert's many rows) are parsed each time, not kept. */
const LONGEST_KEPT = 8_000;
/**
 * Errors after which a statement is parsed anew and run once more: a kept statement outlived a
 * change of its table's columns ("cached plan must not change result type"), or someone
 * dropped it (DEALLOCATE).
 */
const PARSE_AGAIN = new Set(['0A000', '26000']);

type Param = string | number | bigint | boolean | null | undefined;
const isPlain = (value: unknown): value is Param => value == null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol');

/**
 * The statements kept on one instance. Names are never reused: a statement whose parse failed,
 * or that was dropped after an error, can never be mistaken for another.
 */
class Kept {
  private names = new Map<string, string>();
  private next = 0;
  private closing: string[] = [];
  /** The name of a kept statement and whether it still has to be parsed. */
  name(text: string): { name: string; parsed: boolean } {
    if (text.length > LONGEST_KEPT) return { name: '', parsed: false };
    const known = this.names.get(text);
    if (known !== undefined) {
      // Most recently used last (a Map keeps insertion order).
      this.names.delete(text);
      this.names.set(text, known);
      return { name: known, parsed: true };
    }
    const name = `cv_${this.next++}`;
    this.names.set(text, name);
    if (this.names.size > KEEP) {
      const [oldest, oldName] = this.names.entries().next().value!;
      this.names.delete(oldest);
      this.closing.push(oldName);
    }
    return { name, parsed: false };
  }
  /** Drops a statement after an error (it may or may not exist: closing a missing one is no error). */
  forget(text: string) {
    const name = this.names.get(text);
    if (name === undefined) return;
    this.names.delete(text);
    this.closing.push(name);
  }
  /** Statements to close, sent before the next one. */
  takeClosing(): string[] {
    return this.closing.splice(0);
  }
}

const kept = new WeakMap<PGlite, Kept>();

/** What follows every bind: describe the portal, run it, sync (the same bytes every time). */
const RUN = concat([protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function message(text: string, params: Param[], statement: { name: string; parsed: boolean }, closing: string[]): Uint8Array {
  const parts = closing.map((name) => protocol.serialize.close({ type: 'S', name }));
  if (!statement.parsed) parts.push(protocol.serialize.parse({ text, name: statement.name }));
  parts.push(protocol.serialize.bind({ statement: statement.name, values: params.map((p) => (p == null ? null : String(p))) }), RUN);
  return concat(parts);
}

/**
 * `query` on the instance, or inside one of its transactions (`tx`), as PGlite answers it.
 * Parameters that are all plain values (drizzle sends dates and JSON as strings) go in text
 * form, which PostgreSQL reads by the statement's own types; anything else, a COPY's blob or
 * given parameter types, takes PGlite's own path.
 */
export async function runStatement<T>(
  pglite: PGlite,
  tx: Transaction | undefined,
  text: string,
  params: unknown[] = [],
  options?: QueryOptions,
): Promise<Results<T>> {
  if (options?.blob || options?.paramTypes || !params.every(isPlain)) return (tx ?? pglite).query<T>(text, params, options);
  if (tx?.closed) throw new Error('Transaction is closed');
  let statements = kept.get(pglite);
  if (!statements) kept.set(pglite, (statements = new Kept()));
  const run = async (retried: boolean): Promise<Results<T>> => {
    const statement = statements.name(text);
    try {
      const { messages } = await pglite._runExclusiveQuery(() =>
        pglite.execProtocol(message(text, params as Param[], statement, statements.takeClosing()), { syncToFs: false }),
      );
      return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
    } catch (err) {
      // After an error the statement may or may not exist (its parse may have failed): it is
      // closed and the next use parses anew.
      if (statement.name) statements.forget(text);
      if (!retried && statement.parsed && PARSE_AGAIN.has((err as { code?: string }).code ?? '')) return run(true);
      throw err;
    }
  };
  if (tx) return run(false);
  await pglite._checkReady();
  const result = await pglite._runExclusiveTransaction(() => run(false));
  await pglite.syncToFs();
  return result;
}
