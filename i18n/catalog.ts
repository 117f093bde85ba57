// A catalog's shape: the English app catalog's keys, every leaf a string. vi.ts is typed
// with it, so a key missing (or extra) in Vietnamese fails the typecheck.
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
