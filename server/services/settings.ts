// Reads settings sections from the database, falling back to spec §9's defaults.
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type SettingsSection, type SettingsValues } from '../../src/contract/settings.js';
import type { Tx } from '../db/client.js';
import { settings } from '../db/schema.js';

export async function getSettings<S extends SettingsSection>(db: Tx, section: S): Promise<SettingsValues[S]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.section, section));
  return { ...DEFAULT_SETTINGS[section], ...(row?.value ?? {}) } as SettingsValues[S];
}

export async function putSettings<S extends SettingsSection>(db: Tx, section: S, value: SettingsValues[S]): Promise<void> {
  await db
    .insert(settings)
    .values({ section, value })
    .onConflictDoUpdate({ target: settings.section, set: { value, updatedAt: new Date() } });
}
