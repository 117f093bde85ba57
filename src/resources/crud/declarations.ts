// The plain entities' declarations (contract/registry.ts) as the generated screens read them:
// by the resource's name, and their fields in the form src/components/fields takes.
import type { RaRecord } from 'react-admin';
import type { CrudField } from '../../../contract/crud';
import { CRUD_RESOURCES, type CrudResource } from '../../../contract/registry';
import { defineFields } from '../../components/fields/kinds';
import type { AnyField, Fields } from '../../components/fields/kinds';
import { listFilters, type ListFilter } from '../../components/fields/filters';
import { crudListQuery } from '../../../contract/crud-routes';

export function crudDeclaration(name: string | undefined): CrudResource {
  const found = CRUD_RESOURCES.find((r) => r.name === name);
  if (!found) throw new Error(`No plain entity named ${name}`);
  return found;
}

type Row = RaRecord & Record<string, unknown>;

/** A declared field as src/components/fields shows it; its label and its values' names by the catalog's convention. */
function fieldSpec(d: CrudResource, key: string, field: CrudField): AnyField {
  const at = { source: key, label: `resources.${d.name}.fields.${key}` };
  switch (field.kind) {
    case 'longText':
      return { ...at, kind: 'text', multiline: true };
    case 'status': {
      const prefix = field.choices ?? `resources.${d.name}.choices.${key}`;
      return { ...at, kind: 'status', choices: (value: string) => `${prefix}.${value}`, tones: field.tones };
    }
    case 'boolean':
      return { ...at, kind: 'boolean', tones: ['green', 'gray'] };
    case 'reference':
      throw new Error(`${d.name}.${key}: a reference needs its resource; declare the entity's screens by hand`);
    case 'text':
    case 'email':
    case 'money':
    case 'dateTime':
    case 'count':
      return { ...at, kind: field.kind };
  }
}

const cache = new Map<string, { fields: Fields<Row>; filters: ListFilter[] }>();

/** The entity's fields and its list's filter bar, made once per entity. */
export function crudFields(d: CrudResource): { fields: Fields<Row>; filters: ListFilter[] } {
  const made = cache.get(d.name);
  if (made) return made;
  const specs = Object.fromEntries(Object.entries(d.fields).map(([key, field]) => [key, fieldSpec(d, key, field as CrudField)]));
  const fields = defineFields(d.row, specs as never) as unknown as Fields<Row>;
  const all = Object.fromEntries(Object.keys(d.filters ?? {}).map((key) => [key, `resources.${d.name}.all.${key}`]));
  const filters = listFilters(crudListQuery(d), fields as never, { search: `resources.${d.name}.search`, all: all as never });
  const out = { fields, filters };
  cache.set(d.name, out);
  return out;
}

/** The keys a screen shows: the list's (`list: true`), the card's lead, every declared one. */
export function crudKeys(d: CrudResource) {
  const entries = Object.entries(d.fields) as [string, CrudField][];
  return {
    all: entries.map(([k]) => k),
    list: entries.filter(([, f]) => f.list).map(([k]) => k),
    primary: entries.find(([, f]) => f.primary)?.[0] ?? 'id',
    /** What a form edits: the body's keys, in the fields' order. */
    form: entries.map(([k]) => k).filter((k) => k in d.body.shape),
    /** What the create screen starts with (the declared `initial` values). */
    initial: Object.fromEntries(entries.filter(([k, f]) => f.initial !== undefined && k in d.body.shape).map(([k, f]) => [k, f.initial])),
  };
}
