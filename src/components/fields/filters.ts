// A list's filters from its query schema (the contract's `…ListQuery`) and its declared
// fields: `search` is the search box (react-admin's `q`), `dateFrom`/`dateTo` the date
// range, each enum a select named by the field of the same key with an 'all' option first.
// Paging and sorting keys are not filters. FilterBar.tsx shows them.
import { z } from 'zod';
import type { FilterOption } from '../ListFilterSelect';
import type { AnyField, Fields } from './kinds';

/** Query keys that page or sort the list rather than filter it. */
const NOT_FILTERS = ['page', 'limit', 'after', 'before', 'sort', 'order'] as const;

export type ListFilter =
  | { type: 'search'; source: 'q'; placeholder: string }
  | { type: 'select'; source: string; label: string; options: FilterOption[]; minWidth?: number }
  | { type: 'dateRange'; fromLabel: string; toLabel: string };

/** The query's keys that take one of a set of values (the selects). */
export type EnumKeys<Q extends z.ZodObject> = {
  [K in keyof z.input<Q>]-?: string extends NonNullable<z.input<Q>[K]> ? never : NonNullable<z.input<Q>[K]> extends string ? K : never;
}[keyof z.input<Q>] &
  string;

export interface FilterTexts<Q extends z.ZodObject> {
  /** The search box's placeholder (when the query has `search`). */
  search?: string;
  /** Each select's first option, which clears it ('All statuses'). */
  all: { [K in Exclude<EnumKeys<Q>, (typeof NOT_FILTERS)[number]>]: string };
  /** The date range's two labels (default From / To). */
  dates?: readonly [from: string, to: string];
  /** A select's label when not its field's (default: the field's label). */
  labels?: { [K in EnumKeys<Q>]?: string };
  /** Room for a select's longest option in either language (default 190 px). */
  widths?: { [K in EnumKeys<Q>]?: number };
}

/** The enum's values under optional/default/pipe wrappers (boolParam is an enum piped into a boolean); undefined for another type. */
export function enumValues(schema: z.ZodType): string[] | undefined {
  let s: z.ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodEnum) return s.options.map(String);
    if (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else return undefined;
  }
}

/** An enum value's name, by the field's kind. */
function optionLabel(field: AnyField, value: string): string {
  if (field.kind === 'status') return field.choices(value);
  if (field.kind === 'boolean') {
    const [yes, no] = field.labels ?? ['app.common.yes', 'app.common.no'];
    return value === 'true' ? yes : no;
  }
  return value;
}

/**
 * The filters of a list, in the query's key order:
 *
 *   const CONTACT_FILTERS = listFilters(contactListQuery, contactFields, {
 *     search: '…search',
 *     all: { status: '…all_statuses', category: '…all_categories' },
 *   });
 */
export function listFilters<Q extends z.ZodObject, Row, K extends keyof Row & string>(query: Q, fields: Fields<Row, K>, texts: FilterTexts<Q>): ListFilter[] {
  const filters: ListFilter[] = [];
  const all = texts.all as Record<string, string>;
  const widths = (texts.widths ?? {}) as Record<string, number>;
  for (const [key, schema] of Object.entries(query.shape as Record<string, z.ZodType>)) {
    if ((NOT_FILTERS as readonly string[]).includes(key)) continue;
    if (key === 'search') {
      filters.push({ type: 'search', source: 'q', placeholder: texts.search ?? 'app.common.search' });
      continue;
    }
    if (key === 'dateFrom' || key === 'dateTo') {
      if (!filters.some((f) => f.type === 'dateRange')) {
        const [fromLabel, toLabel] = texts.dates ?? ['app.common.date_from', 'app.common.date_to'];
        filters.push({ type: 'dateRange', fromLabel, toLabel });
      }
      continue;
    }
    const values = enumValues(schema);
    const field = (fields.byKey as Record<string, AnyField | undefined>)[key];
    if (!values || all[key] === undefined) continue;
    if (!field) throw new Error(`listFilters: no declared field names the filter '${key}'`);
    filters.push({
      type: 'select',
      source: key,
      label: (texts.labels as Record<string, string> | undefined)?.[key] ?? field.label,
      minWidth: widths[key],
      options: [{ label: all[key], filter: {} }, ...values.map((value) => ({ label: optionLabel(field, value), filter: { [key]: value } }))],
    });
  }
  return filters;
}
