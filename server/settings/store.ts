// Reads settings sections from the database, falling back to the defaults; masks
// secrets for display and merges a section update that keeps secrets it was not sent
// (never for a new destination: safe-change.ts).
import { eq } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  SECRET_FIELDS,
  SECRET_MASK,
  SETTINGS_SECTIONS,
  type SettingsResponse,
  type SettingsSection,
  type SettingsValues,
} from '../../contract/settings.js';
import type { Tx } from '../db/client.js';
import { settings } from '../db/schema.js';
import { refuseUnsafeChange } from './safe-change.js';

export async function getSettings<S extends SettingsSection>(db: Tx, section: S): Promise<SettingsValues[S]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.section, section));
  return { ...DEFAULT_SETTINGS[section], ...(row?.value ?? {}) } as SettingsValues[S];
}

export async function putSettings<S extends SettingsSection>(db: Tx, section: S, value: SettingsValues[S], now = new Date()): Promise<void> {
  await db
    .insert(settings)
    .values({ section, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.section, set: { value, updatedAt: now } });
}

/** A section as the API shows it: each secret as the mask when set, '' when not. */
export function maskSection<S extends SettingsSection>(section: S, values: SettingsValues[S]): SettingsValues[S] {
  const out: Record<string, unknown> = { ...values };
  for (const field of SECRET_FIELDS[section]) out[field] = out[field] ? SECRET_MASK : '';
  return out as SettingsValues[S];
}

/** Which secrets of a section hold a value. */
export function secretsSet(section: SettingsSection, values: object): Record<string, boolean> {
  const record = values as Record<string, unknown>;
  return Object.fromEntries(SECRET_FIELDS[section].map((f) => [f, Boolean(record[f])]));
}

/** Every section, masked: the body of `GET /api/admin/settings`. */
export async function readAllSettings(db: Tx): Promise<SettingsResponse> {
  const out: Record<string, unknown> = {};
  const set: Record<string, Record<string, boolean>> = {};
  for (const section of SETTINGS_SECTIONS) {
    const values = await getSettings(db, section);
    out[section] = maskSection(section, values);
    set[section] = secretsSet(section, values);
  }
  return { ...out, secretsSet: set } as SettingsResponse;
}

/**
 * A section with a validated partial update applied: a secret sent as the mask (or not sent)
 * keeps its stored value. Also says which secrets were replaced. A change that would carry a
 * stored secret to a new destination, or name a forbidden SMTP address, is refused (400): the
 * save and the test email both come through here.
 */
export function mergeSection<S extends SettingsSection>(
  section: S,
  before: SettingsValues[S],
  changes: Partial<SettingsValues[S]>,
): { after: SettingsValues[S]; replacedSecrets: string[] } {
  refuseUnsafeChange(section, before, changes);
  const incoming: Record<string, unknown> = { ...changes };
  const replacedSecrets: string[] = [];
  for (const field of SECRET_FIELDS[section]) {
    const value = incoming[field];
    if (value === undefined || value === SECRET_MASK) delete incoming[field];
    else if (value !== (before as Record<string, unknown>)[field]) replacedSecrets.push(field);
  }
  return { after: { ...before, ...incoming } as SettingsValues[S], replacedSecrets };
}

/**
 * Applies a validated partial update inside `tx`: the row is locked so concurrent saves of
 * one section cannot lose each other's fields. Returns the values before and after, and the
 * secrets replaced.
 */
export async function updateSection<S extends SettingsSection>(
  tx: Tx,
  section: S,
  changes: Partial<SettingsValues[S]>,
  now: Date,
): Promise<{ before: SettingsValues[S]; after: SettingsValues[S]; replacedSecrets: string[] }> {
  await tx.insert(settings).values({ section, value: DEFAULT_SETTINGS[section], updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.section, section)).for('update');
  const before = { ...DEFAULT_SETTINGS[section], ...(row?.value ?? {}) } as SettingsValues[S];
  const { after, replacedSecrets } = mergeSection(section, before, changes);
  await tx.update(settings).set({ value: after, updatedAt: now }).where(eq(settings.section, section));
  return { before, after, replacedSecrets };
}

/**
 * What a newly created end user starts with (settings.general.defaultUserCredits). This API
 * has no user-creation route: whatever creates users (the sign-up service, the seed) reads
 * its starting credits here, so the setting takes effect.
 */
export async function newUserDefaults(db: Tx) {
  const { defaultUserCredits } = await getSettings(db, 'general');
  return { ...defaultUserCredits };
}
