// Declared fields as form inputs inside a SchemaForm, which checks them with the contract's
// schema (errors under each field): text and email boxes, numbers as numbers, a date-time
// typed in the chosen language's order, a select of a status's values, a checkbox for a
// yes/no, an autocomplete over the referenced resource.
import { Box, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { dateTimeInputHint, isoToDateTimeInput, parseDateTimeInput } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { FormCheckbox, FormTextField } from '../form/inputs';
import type { SchemaMessages } from '../form/schema';
import { SchemaForm } from '../form/SchemaForm';
import { enumValues } from './filters';
import type { AnyField, Fields } from './kinds';

/** A number box's value: a number, or what was typed when it is not one (the schema then says so). */
const toNumber = (text: string): unknown => (text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text));

/** The values a status field offers: its schema's enum. */
const choicesOf = (schema: z.ZodObject, source: string): string[] => enumValues(schema.shape[source] as z.ZodType) ?? [];

/** One declared field's input. */
export function FieldInput({ field, schema }: { field: AnyField; schema: z.ZodObject }) {
  const translate = useTranslate();
  const { locale } = useFormat();
  const { source, label } = field;
  switch (field.kind) {
    case 'boolean':
      return <FormCheckbox source={source} label={label} />;
    case 'money':
    case 'count':
      return <FormTextField source={source} label={label} type="number" parse={toNumber} slotProps={{ htmlInput: { min: 0, step: 1 } }} />;
    case 'email':
      return <FormTextField source={source} label={label} type="email" autoComplete="off" />;
    case 'dateTime':
      return (
        <FormTextField
          source={source}
          label={label}
          placeholder={dateTimeInputHint(locale)}
          format={(v) => isoToDateTimeInput(v, locale)}
          parse={(text) => parseDateTimeInput(text, locale) ?? text}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'status':
      return (
        <FormTextField source={source} label={label} select>
          {choicesOf(schema, source).map((value) => (
            <MenuItem key={value} value={value}>
              {translate(field.choices(value), { _: value })}
            </MenuItem>
          ))}
        </FormTextField>
      );
    case 'reference':
      return (
        <ReferenceInput source={source} reference={field.reference}>
          <AutocompleteInput label={label} />
        </ReferenceInput>
      );
    case 'text':
      return <FormTextField source={source} label={label} multiline={field.multiline} minRows={field.multiline ? 3 : undefined} />;
  }
}

export interface FieldInputsProps<Row, K extends keyof Row & string> {
  fields: Fields<Row, K>;
  /** Which fields, in which order (default: all, as declared). */
  keys?: readonly K[];
  /** Where a select finds its values when the form checks another schema than the row's (e.g. a submission's enum). */
  schema?: z.ZodObject;
}

/** The inputs of `keys`, one under the other. */
export function FieldInputs<Row, K extends keyof Row & string>({ fields, keys = fields.keys, schema = fields.schema }: FieldInputsProps<Row, K>) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {keys.map((key) => (
        <FieldInput key={key} field={fields.byKey[key]} schema={schema.shape[key] ? schema : fields.schema} />
      ))}
    </Box>
  );
}

export interface FieldFormProps<Row, K extends keyof Row & string> extends Omit<FieldInputsProps<Row, K>, 'schema'> {
  /** What the form submits, checked before it does (default: the row's schema, picked to `keys`). */
  schema?: z.ZodType;
  messages?: SchemaMessages;
  record?: Partial<Row>;
  onSubmit?: (values: FieldValues, form: UseFormReturn) => unknown;
  /** The form's accessible name. */
  label?: string;
  /** Under the inputs: the submit button. */
  children?: ReactNode;
}

/** A SchemaForm of declared fields: `<FieldForm fields={contactFields} keys={['name', 'email']} onSubmit={save}>…</FieldForm>`. */
export function FieldForm<Row, K extends keyof Row & string>({
  fields,
  keys = fields.keys,
  schema,
  messages,
  record,
  onSubmit,
  label,
  children,
}: FieldFormProps<Row, K>) {
  const checked = schema ?? fields.schema.pick(Object.fromEntries(keys.map((k) => [k, true])) as Record<string, true>);
  return (
    <SchemaForm schema={checked} messages={messages} record={record} label={label} onSubmit={onSubmit as never}>
      <FieldInputs fields={fields} keys={keys} schema={checked instanceof z.ZodObject ? checked : undefined} />
      {children}
    </SchemaForm>
  );
}
