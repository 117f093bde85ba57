// What no settings change may do, checked for a save and for the test email alike (both merge
// through mergeSection): carry a stored secret to a new destination (contract/settings.ts
// SECRET_DESTINATIONS), or point SMTP at an address the panel does not reach, when the host is
// written as that address (refused at once, no look-up; a name is resolved when mail is sent).
import type { FieldCodes } from '../../contract/server-messages.js';
import { type SettingsSection, type SettingsValues, secretsToRetype } from '../../contract/settings.js';
import { refusal } from '../http/envelope.js';
import { isForbiddenLiteral } from '../security/addresses.js';

/** 400 with a field error on each field at fault (the first one's code as the answer's), or nothing. */
export function refuseUnsafeChange<S extends SettingsSection>(section: S, stored: SettingsValues[S], changes: Partial<SettingsValues[S]>): void {
  const storedSecrets = Object.fromEntries(Object.entries(stored).map(([field, value]) => [field, Boolean(value)]));
  const fieldCodes: FieldCodes = secretsToRetype(section, stored, storedSecrets, changes);
  const host = (changes as { smtpHost?: string }).smtpHost;
  if (section === 'email' && host !== undefined && isForbiddenLiteral(host)) fieldCodes.smtpHost = 'SMTP_HOST_FORBIDDEN';
  const [first] = Object.values(fieldCodes);
  if (first) throw refusal(400, first, undefined, fieldCodes);
}
