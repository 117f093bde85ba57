// System settings (API.md "Settings"): every section with secrets masked, and a per-section
// save checked against spec §5's ranges that keeps any secret it is sent masked or not sent;
// and a test email through the SMTP settings (extension).
import { Hono } from 'hono';
import { z } from 'zod';
import { SECTION_TITLES, settingsSaveBody, settingsUpdateSchemas } from '../../contract/settings.js';
import { emailTestBody } from '../../contract/mail-schemas.js';
import type { AppEnv } from '../http/context.js';
import { badRequest, HttpError, ok } from '../http/envelope.js';
import { fieldErrors, parseBody } from '../http/parse.js';
import { audit } from '../audit/write.js';
import { languageOf } from '../mail/texts.js';
import { getSettings, maskSection, mergeSection, readAllSettings, secretsSet, updateSection } from '../settings/store.js';
import { smtpErrorText, smtpReady } from '../mail/smtp.js';
import { sendTestEmail } from '../mail/test-email.js';
import { actorOf } from '../http/request.js';

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
  const { db, clock, mailQueued } = c.get('deps');
  const { section, settings: input } = await parseBody(c, settingsSaveBody);
  const parsed = settingsUpdateSchemas[section].safeParse(input);
  if (!parsed.success) throw badRequest('Invalid settings', settingsErrors(parsed.error));
  const after = await db.transaction(async (tx) => {
    const result = await updateSection(tx, section, parsed.data, clock.now());
    // audit() drops secret fields; only the names of replaced secrets are kept.
    await audit(tx, actorOf(c), {
      action: 'settings.update',
      entity: 'settings',
      entityId: section,
      before: result.before,
      after: { ...result.after, replaced: result.replacedSecrets },
    });
    return result.after;
  });
  // New SMTP settings: mail that waited for them can go now.
  if (section === 'email') mailQueued();
  return ok(c, { ...maskSection(section, after), secretsSet: secretsSet(section, after) }, `${SECTION_TITLES[section]} settings updated successfully`);
});

const REQUIRED_TO_SEND = 'Required to send mail';

/**
 * POST /settings/email/test (extension): a test message to the signed-in admin, sent at once
 * (not queued) with the stored email settings, or the form's unsaved ones laid over them
 * (the password mask keeps the stored password). An SMTP refusal is a 502 that says why.
 */
settingsRoutes.post('/email/test', async (c) => {
  const { db } = c.get('deps');
  const { settings: input } = await parseBody(c, emailTestBody);
  const parsed = settingsUpdateSchemas.email.safeParse(input);
  if (!parsed.success) throw badRequest('Invalid settings', settingsErrors(parsed.error));
  const { after: email } = mergeSection('email', await getSettings(db, 'email'), parsed.data);
  if (!smtpReady(email)) {
    const errors: Record<string, string> = {};
    if (!email.smtpHost.trim()) errors.smtpHost = REQUIRED_TO_SEND;
    if (!email.fromEmail) errors.fromEmail = REQUIRED_TO_SEND;
    throw badRequest('SMTP is not configured: fill in the SMTP host and the from address', errors);
  }
  const to = c.get('admin').email;
  const { siteName } = await getSettings(db, 'general');
  try {
    await sendTestEmail(email, to, languageOf(c.req.header('accept-language')), siteName);
  } catch (err) {
    throw new HttpError(502, smtpErrorText(err, email));
  }
  return ok(c, { to }, `Test email sent to ${to}`);
});
