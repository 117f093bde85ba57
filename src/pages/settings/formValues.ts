// Between a section's stored values and the form: inputs hold text, the payload holds what
// the API takes. Validation runs the same schema as the server (contract/settings.ts).
import { type SettingsSection, settingsUpdateSchemas } from '../../../contract/settings';
import { type FieldSpec, SECTION_FIELDS } from './fields';

/** Flat form state: 'defaultUserCredits.cvCreation' → '3', switches as booleans, secrets ''. */
export type FormState = Record<string, string | boolean>;

export function toFormState(section: SettingsSection, values: Record<string, unknown>): FormState {
  const state: FormState = {};
  for (const f of SECTION_FIELDS[section]) {
    const v = values[f.name];
    if (f.kind === 'group') {
      for (const part of f.parts) state[`${f.name}.${part}`] = String((v as Record<string, unknown> | undefined)?.[part] ?? 0);
    } else if (f.kind === 'switch') state[f.name] = Boolean(v);
    else if (f.kind === 'secret')
      state[f.name] = ''; // write-only: a blank field keeps the stored value
    else state[f.name] = v === undefined || v === null ? '' : String(v);
  }
  return state;
}

/** '12' → 12; anything else goes as typed so the schema names the problem. */
const toInt = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function fieldPayload(f: FieldSpec, state: FormState): unknown {
  switch (f.kind) {
    case 'group':
      return Object.fromEntries(f.parts.map((p) => [p, toInt(String(state[`${f.name}.${p}`] ?? ''))]));
    case 'number':
      return toInt(String(state[f.name] ?? ''));
    case 'switch':
      return Boolean(state[f.name]);
    default:
      return String(state[f.name] ?? '');
  }
}

/** The PUT body's settings: every field, except a secret left blank (kept as stored). */
export function toPayload(section: SettingsSection, state: FormState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of SECTION_FIELDS[section]) {
    if (f.kind === 'secret' && !state[f.name]) continue;
    out[f.name] = fieldPayload(f, state);
  }
  return out;
}

/** Field errors keyed like the form state ('defaultUserCredits.cvCreation'), or null when valid. */
export function validate(section: SettingsSection, payload: Record<string, unknown>): Record<string, string> | null {
  const result = settingsUpdateSchemas[section].safeParse(payload);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
