// A resource's fields, declared once: each row key's kind (how it is shown, typed in and
// filtered) and its catalog label. Typed by the row the contract's zod schema describes, so
// a field naming a key the row lacks, a kind that does not fit the key's value (money on a
// text, tones for a status value that does not exist) or a field without a label fails the
// typecheck. Columns (columns.tsx), cards (FieldCard.tsx), detail rows (FieldRows.tsx),
// form inputs (FieldInputs.tsx) and the filter bar (filters.ts) follow from it.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ChipTone } from '../StatusChip';

/** Keys of Row whose value (absence and null aside) is a V. */
export type KeysOfType<Row, V> = { [K in keyof Row]-?: NonNullable<Row[K]> extends V ? K : never }[keyof Row] & string;

/** Free text; `multiline` for a long one (a message), shown with its line breaks and typed in a text area. */
export interface TextKind {
  kind: 'text';
  multiline?: boolean;
}
/** An email address: a mailto link in detail rows, an email input. */
export interface EmailKind {
  kind: 'email';
}
/** An instant (ISO text), shown in the business zone in the chosen language's order. */
export interface DateTimeKind {
  kind: 'dateTime';
}
/** An amount in the currency another key of the row holds (VND when it has none). */
export interface MoneyKind<Row> {
  kind: 'money';
  currency?: KeysOfType<Row, string>;
}
/** A whole number of things, grouped the chosen language's way. */
export interface CountKind {
  kind: 'count';
}
/**
 * One of a set of values, shown as a badge with the value's name (an unknown value as its raw
 * text): coloured by its tone when the field has tones (every value needs one), an outlined
 * chip otherwise.
 */
export interface StatusKind<V extends string> {
  kind: 'status';
  /** The catalog key of a value's name: (s) => `resources.contacts.status.${s}`. */
  choices: (value: V) => string;
  tones?: Record<V, ChipTone>;
}
/** Yes or no: its own two names ([true, false]; default Yes/No), a badge when it has tones. */
export interface BooleanKind {
  kind: 'boolean';
  labels?: readonly [whenTrue: string, whenFalse: string];
  tones?: readonly [whenTrue: ChipTone, whenFalse: ChipTone];
}
/** The id of another resource's record: a link to its page. */
export interface ReferenceKind<Row> {
  kind: 'reference';
  reference: string;
  /** What the link reads (default: the id). */
  text?: (record: Row) => string;
}

/** The kinds a value of type V may take. */
type KindFor<Row, V> = [V] extends [boolean]
  ? BooleanKind
  : [V] extends [number]
    ? MoneyKind<Row> | CountKind
    : [V] extends [string]
      ? TextKind | EmailKind | DateTimeKind | StatusKind<V> | ReferenceKind<Row>
      : never;

interface Common<Row> {
  /** Catalog key of its name: the column header, the detail label, the input label. */
  label: string;
  /** Shown instead of the kind's display (the kind still makes the input and the filter). */
  render?: (record: Row) => ReactNode;
  /** The table may sort by it (only sorts an index serves: the contract's sort fields). */
  sortable?: boolean;
}

/** What a field of row key K declares. */
export type FieldSpec<Row, K extends keyof Row> = Common<Row> & KindFor<Row, NonNullable<Row[K]>>;

/** Any field, as the components read it (they switch on `kind`). */
export type AnyField = { source: string; label: string; render?: (record: never) => ReactNode; sortable?: boolean } & (
  | TextKind
  | EmailKind
  | DateTimeKind
  | MoneyKind<Record<string, unknown>>
  | CountKind
  | { kind: 'status'; choices: (value: string) => string; tones?: Record<string, ChipTone> }
  | BooleanKind
  | { kind: 'reference'; reference: string; text?: (record: never) => string }
);

export type FieldSpecs<Row> = { [K in keyof Row]?: FieldSpec<Row, K> };

/** A resource's declared fields: the row's schema, and each declared key's field in declaration order. */
export interface Fields<Row, K extends keyof Row & string = keyof Row & string> {
  readonly schema: z.ZodObject;
  readonly keys: readonly K[];
  readonly byKey: { readonly [P in K]: AnyField };
  /** Only for typing: the row these fields describe. */
  readonly row?: Row;
}

/** The row type of declared fields. */
export type RowOf<F> = F extends Fields<infer Row, infer _K> ? Row : never;
/** The declared keys of declared fields. */
export type KeyOf<F> = F extends Fields<infer _Row, infer K> ? K : never;

/**
 * Declares a resource's fields from the contract's row schema:
 *
 *   export const contactFields = defineFields(contactSchema, {
 *     name: { kind: 'text', label: '…fields.name' },
 *     status: { kind: 'status', label: '…', choices: (s) => `…status.${s}`, tones: STATUS_TONES },
 *     createdAt: { kind: 'dateTime', label: '…', sortable: true },
 *   });
 */
export function defineFields<S extends z.ZodObject, const F extends FieldSpecs<z.output<S>>>(
  schema: S,
  specs: F & { [P in Exclude<keyof F, keyof z.output<S>>]: never },
): Fields<z.output<S>, keyof F & keyof z.output<S> & string> {
  type K = keyof F & keyof z.output<S> & string;
  const keys = Object.keys(specs) as K[];
  for (const key of keys) if (!(key in schema.shape)) throw new Error(`defineFields: the row has no key '${key}'`);
  const byKey = Object.fromEntries(keys.map((key) => [key, { source: key, ...(specs as Record<string, object>)[key] }])) as { [P in K]: AnyField };
  return { schema, keys, byKey };
}
