// Saving a settings section (its row locked, an audit entry in the same transaction) and the
// test email of Settings › Email, sent at once through the form's settings.
import type { FieldCodes } from '../../../contract/server-messages.js';
import type { MailLanguage } from '../../../contract/mail.js';
import type { SettingsSection, SettingsValues } from '../../../contract/settings.js';
import { audit } from '../../audit/write.js';
import type { Db, Tx } from '../../db/client.js';
import { refusal } from '../../http/envelope.js';
import type { Actor } from '../../http/request.js';
import { type EmailSettings, smtpFailure, smtpReady } from '../../mail/smtp.js';
import { sendTestEmail } from '../../mail/test-email.js';
import { getSettings, maskSection, mergeSection, secretsSet, updateSection } from '../../settings/store.js';

/** The saved section as the API shows it: secrets masked, and which of them hold a value. */
export async function saveSection<S extends SettingsSection>(tx: Tx, actor: Actor, section: S, changes: Partial<SettingsValues[S]>) {
  const { before, after, replacedSecrets } = await updateSection(tx, section, changes, actor.at);
  // audit() drops secret fields; only the names of replaced secrets are kept.
  await audit(tx, actor, {
    action: 'settings.update',
    entity: 'settings',
    entityId: section,
    recordName: section,
    before,
    after: { ...after, replaced: replacedSecrets },
  });
  return { ...maskSection(section, after), secretsSet: secretsSet(section, after) };
}

/**
 * A test message to the signed-in admin, sent at once (not queued) with the stored email
 * settings, or the form's unsaved ones laid over them (mergeSection: the stored password goes
 * only to the stored server, and a forbidden address typed as the host is refused at once).
 * A name that resolves to a forbidden address is a field error too; an SMTP refusal is a 502
 * that says why. Audited either way (the server and the outcome, never the password).
 */
export async function sendSettingsTestEmail(db: Db, actor: Actor, to: string, changes: Partial<EmailSettings>, language: MailLanguage): Promise<void> {
  const { after: email } = mergeSection('email', await getSettings(db, 'email'), changes);
  if (!smtpReady(email)) {
    const fields: FieldCodes = {};
    if (!email.smtpHost.trim()) fields.smtpHost = 'REQUIRED_TO_SEND';
    if (!email.fromEmail) fields.fromEmail = 'REQUIRED_TO_SEND';
    throw refusal(400, 'SMTP_NOT_CONFIGURED', undefined, fields);
  }
  const { siteName } = await getSettings(db, 'general');
  const server = { host: email.smtpHost.trim(), port: email.smtpPort, to };
  try {
    await sendTestEmail(email, to, language, siteName);
  } catch (err) {
    const { kind, code, params } = smtpFailure(err, email);
    await audit(db, actor, { action: 'settings.email_test', entity: 'settings', entityId: 'email', recordName: 'email', after: { ...server, outcome: kind } });
    if (kind === 'forbidden_address') throw refusal(400, 'SMTP_HOST_FORBIDDEN', undefined, { smtpHost: 'SMTP_HOST_FORBIDDEN' });
    throw refusal(502, code, params);
  }
  await audit(db, actor, { action: 'settings.email_test', entity: 'settings', entityId: 'email', recordName: 'email', after: { ...server, outcome: 'sent' } });
}
