// An audit entry's before/after as field-by-field rows: nested objects flattened to dotted
// paths ('credits.cvCreation', 'features[2]'), each row marked changed or not, and any key
// that looks secret masked whatever the server stored.
import { isSecretKey } from '../../../contract/audit';

/** Stands in for a secret's value: the screens never show one. */
export const SECRET = Symbol('secret');

export interface DiffRow {
  path: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Leaves of a JSON value by path; empty objects and lists stay as leaves, secrets become SECRET. */
export function flatten(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value) && value.length) {
    value.forEach((item, i) => flatten(item, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isSecretKey(key)) out.set(at, SECRET);
      else flatten(item, at, out);
    }
  } else {
    out.set(path, value);
  }
  return out;
}

/** Nothing there: absent, null, '' or an empty list or object (all read as 'empty'). */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'object' && !Object.keys(v).length);
const same = (a: unknown, b: unknown) => a === b || (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * One row per path found on either side, in the order the record lists them. A side the
 * entry does not record (a creation has no before) counts as empty: every filled row changed.
 */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const b = before === null || before === undefined ? new Map<string, unknown>() : flatten(before);
  const a = after === null || after === undefined ? new Map<string, unknown>() : flatten(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  return paths.map((path) => ({
    path,
    before: b.get(path),
    after: a.get(path),
    changed: !same(b.get(path), a.get(path)),
  }));
}
