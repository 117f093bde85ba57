// System settings (API.md "Settings"): every section with secrets masked, and a per-section
// save checked against spec §5's ranges that keeps any secret it is sent masked or not sent.
import { Hono } from 'hono';
import { z } from 'zod';
import { SECTION_TITLES, settingsSaveBody, settingsUpdateSchemas } from '../../contract/settings.js';
import type { AppEnv } from '../context.js';
import { badRequest, fieldErrors, ok, parseBody } from '../lib/http.js';
import { audit } from '../services/audit.js';
import { maskSection, readAllSettings, secretsSet, updateSection } from '../services/settings.js';

export const settingsRoutes = new Hono<AppEnv>();

/** Field errors, with an unknown field reported under its own name like any other. */
function settingsErrors(error: z.ZodError): Record<string, string> {
  const known = error.issues.filter((i) => i.code !== 'unrecognized_keys');
  const errors = fieldErrors(new z.ZodError(known));
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors[key] ??= 'Unknown setting';
  }
  return errors;
}

settingsRoutes.get('/', async (c) => ok(c, await readAllSettings(c.get('deps').db)));

settingsRoutes.put('/', async (c) => {
  const { db, clock } = c.get('deps');
  const { section, settings: input } = await parseBody(c, settingsSaveBody);
  const parsed = settingsUpdateSchemas[section].safeParse(input);
  if (!parsed.success) throw badRequest('Invalid settings', settingsErrors(parsed.error));
  const after = await db.transaction(async (tx) => {
    const result = await updateSection(tx, section, parsed.data, clock.now());
    // audit() drops secret fields; only the names of replaced secrets are kept.
    await audit(tx, c, {
      action: 'settings.update',
      entity: 'settings',
      entityId: section,
      before: result.before,
      after: { ...result.after, replaced: result.replacedSecrets },
    });
    return result.after;
  });
  return ok(
    c,
    { ...maskSection(section, after), secretsSet: secretsSet(section, after) },
    `${SECTION_TITLES[section]} settings updated successfully`,
  );
});
