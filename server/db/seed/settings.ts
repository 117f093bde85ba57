// The settings the demo starts with: the defaults, plus the demo bank so new orders get a
// payable QR code.
import { DEFAULT_SETTINGS, type SettingsSection, type SettingsValues } from '../../../contract/settings.js';
import type { Tx } from '../client.js';
import { settings } from '../schema.js';

/** Bank details of the demo (payment settings and every order's bankInfo). */
export const DEMO_BANK = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '1023456789',
  accountName: 'CONG TY TNHH CV BUILDER VIET NAM',
  bankBranch: 'Chi nhánh Tân Định, TP. Hồ Chí Minh',
} as const;

/** The default settings, plus the demo bank so new orders get a payable QR code. */
const DEMO_SETTINGS: SettingsValues = {
  ...DEFAULT_SETTINGS,
  payment: { ...DEFAULT_SETTINGS.payment, ...DEMO_BANK, qrCodeEnabled: true },
};

/** Every settings section with its defaults and the demo bank; never overwrites (bootstrap already wrote the JWT key). */
export async function insertSettings(tx: Tx, now: Date) {
  for (const section of Object.keys(DEMO_SETTINGS) as SettingsSection[]) {
    await tx.insert(settings).values({ section, value: DEMO_SETTINGS[section], updatedAt: now }).onConflictDoNothing({ target: settings.section });
  }
}
