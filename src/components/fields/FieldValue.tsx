// One declared field's value as the lists, cards and detail rows show it, by its kind:
// dates and money through useFormat, statuses and yes/no badges through StatusChip.
import { Chip, Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Formats, useFormat } from '../../lib/useFormat';
import { StatusChip } from '../StatusChip';
import type { AnyField, Fields } from './kinds';

type Translate = ReturnType<typeof useTranslate>;
type Row = Record<string, unknown>;

/** A value's name, or the value itself when the catalog has none. */
const choiceName = (translate: Translate, choices: (value: string) => string, value: string) => translate(choices(value), { _: value });

/** The value as plain text (for a title attribute, a search, a CSV): no badge, no link. */
export function fieldText(field: AnyField, record: Row, fmt: Formats, translate: Translate): string {
  const value = record[field.source];
  if (value === undefined || value === null || value === '') return '';
  switch (field.kind) {
    case 'dateTime':
      return fmt.dateTime(value as string);
    case 'money': {
      const currency = field.currency ? record[field.currency] : undefined;
      return fmt.money(value as number, typeof currency === 'string' ? currency : undefined);
    }
    case 'count':
      return fmt.number(value as number, 0);
    case 'status':
      return choiceName(translate, field.choices, String(value));
    case 'boolean': {
      const [yes, no] = field.labels ?? ['app.common.yes', 'app.common.no'];
      return translate(value ? yes : no);
    }
    case 'reference':
      return field.text ? field.text(record as never) : String(value);
    case 'text':
    case 'email':
      return String(value);
  }
}

function Reference({ field, record }: { field: Extract<AnyField, { kind: 'reference' }>; record: Row }) {
  const basename = useBasename();
  const fmt = useFormat();
  const translate = useTranslate();
  const id = record[field.source];
  return (
    <MuiLink component={Link} to={`${basename}/${field.reference}/${String(id)}`} onClick={(e) => e.stopPropagation()}>
      {fieldText(field, record, fmt, translate)}
    </MuiLink>
  );
}

/** How `field` shows `record`'s value; its own `render` wins. */
export function FieldDisplay({ field, record }: { field: AnyField; record: Row }): ReactNode {
  const fmt = useFormat();
  const translate = useTranslate();
  if (field.render) return field.render(record as never);
  const value = record[field.source];
  if (value === undefined || value === null) return null;
  const text = fieldText(field, record, fmt, translate);
  switch (field.kind) {
    case 'status': {
      if (!field.tones) return <Chip size="small" variant="outlined" label={text} sx={{ fontWeight: 500, borderRadius: 1.5 }} />;
      return <StatusChip label={text} tone={field.tones[String(value)] ?? 'gray'} />;
    }
    case 'boolean':
      return field.tones ? <StatusChip label={text} tone={field.tones[value ? 0 : 1]} /> : text;
    case 'reference':
      return <Reference field={field} record={record} />;
    case 'text':
    case 'email':
    case 'dateTime':
    case 'money':
    case 'count':
      return text;
  }
}

/** One declared field of a record: `<FieldValue fields={packageFields} source="price" record={pkg} />`. */
export function FieldValue<Row, K extends keyof Row & string>({ fields, source, record }: { fields: Fields<Row, K>; source: K; record: Row }) {
  return <FieldDisplay field={fields.byKey[source]} record={record as Row & Record<string, unknown>} />;
}

/** Declared fields' values as plain text: `useFieldText(packageFields)('createdAt', pkg)`. */
export function useFieldText<Row, K extends keyof Row & string>(fields: Fields<Row, K>) {
  const fmt = useFormat();
  const translate = useTranslate();
  return (source: K, record: Row) => fieldText(fields.byKey[source], record as Row & Record<string, unknown>, fmt, translate);
}
