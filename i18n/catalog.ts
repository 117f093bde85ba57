// A catalog's shape: the English app catalog's keys, every leaf a string. vi.ts is typed
// with it, so a key missing (or extra) in Vietnamese fails the typecheck.
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** A catalog as data: nested objects whose leaves are texts. */
export type CatalogTree = { [key: string]: string | CatalogTree };

/** Every text of a catalog by its dotted key ('app.menu.team'), under `prefix`, added to `out`. */
export function catalogLeaves(tree: CatalogTree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else catalogLeaves(value, `${prefix}${key}.`, out);
  }
  return out;
}
