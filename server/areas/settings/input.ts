// A section's fields as PUT /settings and the test email take them: any subset, each held to
// the section's ranges, an unknown field refused under its own name like any other field error.
import { z } from 'zod';
import { type SettingsSection, type SettingsValues, settingsUpdateSchemas } from '../../../contract/settings.js';
import type { FieldCodes } from '../../../contract/server-messages.js';
import { HttpError } from '../../http/envelope.js';
import { fieldErrors } from '../../http/parse.js';

function settingsErrors(error: z.ZodError): HttpError {
  const known = error.issues.filter((i) => i.code !== 'unrecognized_keys');
  const fieldCodes: FieldCodes = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) fieldCodes[key] = 'UNKNOWN_SETTING';
  }
  return new HttpError(400, 'Invalid settings', { errors: fieldErrors(new z.ZodError(known)), fieldCodes });
}

/** The fields sent for `section`, checked against its schema; 400 with field errors otherwise. */
export function sectionInput<S extends SettingsSection>(section: S, input: unknown): Partial<SettingsValues[S]> {
  const parsed = settingsUpdateSchemas[section].safeParse(input);
  if (!parsed.success) throw settingsErrors(parsed.error);
  return parsed.data as Partial<SettingsValues[S]>;
}
