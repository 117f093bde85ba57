// Between a section's stored values and its form: inputs hold text ('3', switches as
// booleans, secrets blank), the schema checks what the API takes. The check is the
// server's own (contract/settings.ts), run on the payload the form would send.
import { z } from 'zod';
import { isServerMessageCode } from '../../../contract/server-messages';
import { secretsToRetype, type SettingsSection, settingsUpdateSchemas } from '../../../contract/settings';
import type { SchemaMessages } from '../../components/form/schema';
import { type FieldSpec, SECTION_FIELDS } from './fields';

export type FormValues = Record<string, unknown>;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** A section's stored values as the form's: numbers as text, secrets blank (write-only). */
export function toFormValues(section: SettingsSection, values: Record<string, unknown>): FormValues {
  const form: FormValues = {};
  for (const f of SECTION_FIELDS[section]) {
    const v = values[f.name];
    if (f.kind === 'group') form[f.name] = Object.fromEntries(f.parts.map((p) => [p, text((v as Record<string, unknown> | undefined)?.[p] ?? 0)]));
    else if (f.kind === 'switch') form[f.name] = Boolean(v);
    else if (f.kind === 'secret')
      form[f.name] = ''; // a blank field keeps the stored value
    else form[f.name] = text(v);
  }
  return form;
}

/** '12' → 12; anything else goes as typed so the schema names the problem. */
const toInt = (value: unknown) => (/^-?\d+$/.test(text(value).trim()) ? Number(text(value).trim()) : text(value));

function fieldPayload(f: FieldSpec, value: unknown): unknown {
  switch (f.kind) {
    case 'group':
      return Object.fromEntries(f.parts.map((p) => [p, toInt((value as Record<string, unknown> | undefined)?.[p])]));
    case 'number':
      return toInt(value);
    case 'switch':
      return Boolean(value);
    case 'text':
    case 'email':
    case 'url':
    case 'select':
    case 'secret':
      return text(value);
  }
}

/** The PUT body's settings: every field, except a secret left blank (kept as stored). */
export function toPayload(section: SettingsSection, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of SECTION_FIELDS[section]) {
    if (f.kind === 'secret' && !values[f.name]) continue;
    out[f.name] = fieldPayload(f, values[f.name]);
  }
  return out;
}

/**
 * A section's form check: the server's schema over the payload the form would send, and the
 * server's rule for stored secrets against the saved values (a destination changed while the
 * secret is stored and left blank: the secret's field says so, by its code, and nothing is sent).
 */
export function sectionSchema(section: SettingsSection, saved: Record<string, unknown>, secretsSet: Record<string, boolean>): z.ZodType {
  const checked = settingsUpdateSchemas[section].superRefine((payload, ctx) => {
    for (const [field, code] of Object.entries(secretsToRetype(section, saved, secretsSet, payload)))
      ctx.addIssue({ code: 'custom', path: [field], message: code });
  });
  return z.preprocess((values) => toPayload(section, values as FormValues), checked);
}

/** A server code (the secret rule's) as app.server.<CODE>; known range errors in the UI language (app.settings.errors.<field>); others as the schema words them. */
export const SETTINGS_MESSAGES: SchemaMessages = {
  message: (message, field) => (isServerMessageCode(message) ? `app.server.${message}` : { message: `app.settings.errors.${field}`, args: { _: message } }),
};
