// The settings page's calls (contract/settings.ts's routes): read every section, save one,
// and send a test email with unsaved email settings (extension).
import { type SettingsSection, settingsRoutes } from '../../../contract/settings';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';

export const settingsApi = {
  getSettings: () => dataOf(call(settingsRoutes.get)),
  saveSettings: (section: SettingsSection, settings: Record<string, unknown>) => call(settingsRoutes.save, { body: { section, settings } }),
  /** A test message to the signed-in admin with these (unsaved) email settings over the stored ones. */
  sendTestEmail: (settings: Record<string, unknown>) => call(settingsRoutes.testEmail, { body: { settings } }),
};
