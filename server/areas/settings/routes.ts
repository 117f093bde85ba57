// System settings (docs/api.md "Settings"): every section with secrets masked, and a per-section
// save checked against the section's ranges that keeps any secret it is sent masked or not sent
// (but never for a new destination); and a test email through the SMTP settings (extension).
import { SECTION_TITLES, settingsResponseSchema, settingsRoutes, settingsSaveBody } from '../../../contract/settings.js';
import { ACCESS_REFUSALS, can } from '../../../contract/permissions.js';
import { forbidden, ok } from '../../http/envelope.js';
import { parseBody } from '../../http/parse.js';
import { actorOf, inTransaction } from '../../http/request.js';
import { defineArea } from '../../http/route.js';
import { requestLanguage } from '../../http/language.js';
import { readAllSettings } from '../../settings/store.js';
import { sectionInput } from './input.js';
import { saveSection, sendSettingsTestEmail } from './service.js';

export const settingsArea = defineArea(
  { name: 'Settings', description: 'System settings, one section at a time; secrets come back masked.' },
  { Settings: settingsResponseSchema },
);

/** Settings › Security is the owners' alone: the others neither read nor save it. */
const SECURITY_REFUSED = () => forbidden(ACCESS_REFUSALS.FORBIDDEN, 'FORBIDDEN');

settingsArea.bind(settingsRoutes.get, async (c) => {
  const all = await readAllSettings(c.get('deps').db);
  if (can(c.get('admin').role, 'settings.security')) return ok(c, all);
  const {
    security: _security,
    secretsSet: { security: _set, ...secretsSet },
    ...rest
  } = all;
  return ok(c, { ...rest, secretsSet });
});

// The body is read here, in two steps: which section, then its fields against that section's
// schema (so an error names the field); the document shows the union the two steps amount to.
settingsArea.bind(
  settingsRoutes.save,
  async (c) => {
    const { section, settings } = await parseBody(c, settingsSaveBody);
    if (section === 'security' && !can(c.get('admin').role, 'settings.security')) throw SECURITY_REFUSED();
    const changes = sectionInput(section, settings);
    const saved = await inTransaction(c, (tx, actor) => saveSection(tx, actor, section, changes));
    // New SMTP settings: mail that waited for them can go now.
    if (section === 'email') c.get('deps').mailQueued();
    return ok(c, saved, `${SECTION_TITLES[section]} settings updated successfully`);
  },
  { rawBody: true },
);

settingsArea.bind(settingsRoutes.testEmail, async (c, { body }) => {
  const changes = sectionInput('email', body.settings);
  const to = c.get('admin').email;
  await sendSettingsTestEmail(c.get('deps').db, actorOf(c), to, changes, requestLanguage(c));
  return ok(c, { to }, `Test email sent to ${to}`);
});
