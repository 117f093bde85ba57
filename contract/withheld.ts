// Parts of an answer that come from another source than the route's own: a package's revenue
// is orders data, its subscribers are users data. A route declares them once, key → the
// permission that reads that source; a role without it gets the answer without those keys,
// wherever they sit in it (their schemas mark them optional).
import { can, type Permission } from './permissions.js';

export type Withheld = Readonly<Record<string, Permission>>;

/** The keys of `withheld` whose permission the role lacks. */
export function withheldFrom(role: string | undefined, withheld: Withheld): Set<string> {
  return new Set(Object.entries(withheld).flatMap(([key, permission]) => (can(role, permission) ? [] : [key])));
}

/** `value` without the keys `hidden` names, at any depth. */
export function withhold<T>(value: T, hidden: ReadonlySet<string>): T {
  if (!hidden.size) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withhold(item, hidden)) as T;
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (hidden.has(k) ? [] : [[k, withhold(v, hidden)]]))) as T;
}
