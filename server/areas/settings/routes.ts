// System settings (API.md "Settings"): every section with secrets masked, and a per-section
// save checked against spec §5's ranges that keeps any secret it is sent masked or not sent;
// and a test email through the SMTP settings (extension).
import { z } from 'zod';
import { emailTestBody, emailTestResultSchema } from '../../../contract/mail-schemas.js';
import {
  SECTION_TITLES,
  SETTINGS_SECTIONS,
  settingsResponseSchema,
  settingsSaveBody,
  settingsSavedSchema,
  settingsUpdateSchemas,
} from '../../../contract/settings.js';
import { ok } from '../../http/envelope.js';
import { parseBody } from '../../http/parse.js';
import { inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { languageOf } from '../../mail/texts.js';
import { readAllSettings } from '../../settings/store.js';
import { sectionInput } from './input.js';
import { saveSection, sendSettingsTestEmail } from './service.js';

export const settingsArea = defineArea(
  { name: 'Settings', description: 'System settings, one section at a time; secrets come back masked.' },
  { Settings: settingsResponseSchema },
);

const BASE = '/api/admin/settings';

/** PUT /settings as a reader wants it: per section, the fields that section takes. */
const settingsSave = z.union(SETTINGS_SECTIONS.map((section) => z.object({ section: z.literal(section), settings: settingsUpdateSchemas[section] })));

settingsArea.get(BASE, { summary: 'Every section, secrets masked', data: settingsResponseSchema }, async (c) => ok(c, await readAllSettings(c.get('deps').db)));

// The body is read here, in two steps: which section, then its fields against that section's
// schema (so an error names the field); the document shows the union the two steps amount to.
settingsArea.put(
  BASE,
  { summary: 'Save one section (an omitted or masked secret keeps its value)', body: settingsSave, rawBody: true, data: settingsSavedSchema },
  async (c) => {
    const { section, settings } = await parseBody(c, settingsSaveBody);
    const changes = sectionInput(section, settings);
    const saved = await inTransaction(c, (tx, actor) => saveSection(tx, actor, section, changes));
    // New SMTP settings: mail that waited for them can go now.
    if (section === 'email') c.get('deps').mailQueued();
    return ok(c, saved, `${SECTION_TITLES[section]} settings updated successfully`);
  },
);

settingsArea.post(
  `${BASE}/email/test`,
  {
    summary: "Send a test email to the signed-in admin at once, with the Email form's values over the stored ones (extension)",
    body: emailTestBody,
    data: emailTestResultSchema,
    errors: { 502: 'The SMTP server refused the message or could not be reached (the reason in words)' },
  },
  async (c, { body }) => {
    const changes = sectionInput('email', body.settings);
    const to = c.get('admin').email;
    await sendSettingsTestEmail(c.get('deps').db, to, changes, languageOf(c.req.header('accept-language')));
    return ok(c, { to }, `Test email sent to ${to}`);
  },
);
