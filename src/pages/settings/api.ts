// The settings page's calls: read every section, save one, and send a test email
// with unsaved email settings (extension).
import type { Envelope } from '../../../contract/envelope';
import type { SettingsResponse, SettingsSection } from '../../../contract/settings';
import { dataOf, request } from '../../api/httpClient';

export const settingsApi = {
  getSettings: () => dataOf(request<Envelope<SettingsResponse>>('/api/admin/settings')),
  saveSettings: (section: SettingsSection, settings: Record<string, unknown>) =>
    request<Envelope<Record<string, unknown>>>('/api/admin/settings', { method: 'PUT', body: { section, settings } }),
  /** A test message to the signed-in admin with these (unsaved) email settings over the stored ones. */
  sendTestEmail: (settings: Record<string, unknown>) =>
    request<Envelope<{ to: string }>>('/api/admin/settings/email/test', { method: 'POST', body: { settings } }),
};
