// Reads settings sections from the database, falling back to the defaults; masks
// secrets for display and merges a section update that keeps secrets it was not sent
// (never for a new destination: safe-change.ts).
import { eq, sql } from 'drizzle-orm';
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
import type { Listen } from '../db/listen.js';
import { settings } from '../db/schema.js';
import { refuseUnsafeChange } from './safe-change.js';

// The security section is read on every authenticated request (the idle limit, two-factor
// sign-in, the signing key): an instance that watches the settings (watchSettings: server
// start, the test app) holds it in memory. Every change through this module notifies
// SETTINGS_CHANNEL in the changing transaction, so each instance on the database forgets its
// copy once the change commits; the instance that made the change forgets it at once, and
// reads past its copy until its own notification is back (the commit, or never after a
// rollback). A read that began before a change was heard is not kept (generation).

/** The channel of settings changes: its payload is the section. */
export const SETTINGS_CHANNEL = 'settings_changed';
const CACHED: ReadonlySet<SettingsSection> = new Set(['security']);

interface SettingsCache {
  values: Map<SettingsSection, unknown>;
  /** Bumped by every change heard: a read that saw another generation is not kept. */
  generation: number;
  watchers: number;
}
/** By database (the root one: a transaction is never cached, so it reads its own writes). */
const caches = new WeakMap<object, SettingsCache>();
/** Sections changed on this process whose notification is not back yet: read past the cache. */
const pendingChanges = new Map<SettingsSection, number>();

const withDefaults = <S extends SettingsSection>(section: S, value: unknown) =>
  ({ ...DEFAULT_SETTINGS[section], ...((value as object | null) ?? {}) }) as SettingsValues[S];

function forget(section: SettingsSection | undefined) {
  // Every database's copy: notifications are per database, and a section is small.
  for (const cache of watched) {
    cache.generation++;
    if (section) cache.values.delete(section);
    else cache.values.clear();
  }
}
const watched = new Set<SettingsCache>();

/**
 * Holds the security settings of `db` in memory while listening for changes (the result
 * stops). On PostgreSQL a dedicated connection; a reconnect forgets everything (changes may
 * have been missed).
 */
export async function watchSettings(db: Tx, listen: Listen): Promise<() => Promise<void>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { values: new Map(), generation: 0, watchers: 0 };
    caches.set(db, cache);
  }
  const own = cache;
  const stop = await listen(
    SETTINGS_CHANNEL,
    (payload) => {
      const section = SETTINGS_SECTIONS.find((s) => s === payload);
      if (section) {
        const pending = (pendingChanges.get(section) ?? 0) - 1;
        if (pending > 0) pendingChanges.set(section, pending);
        else pendingChanges.delete(section);
      }
      forget(section);
    },
    () => forget(undefined),
  );
  own.watchers++;
  watched.add(own);
  return async () => {
    await stop();
    if (--own.watchers === 0) {
      watched.delete(own);
      caches.delete(db);
    }
  };
}

/** The cached values of a section of `db`, when held (sync: no query). */
export function cachedSettings<S extends SettingsSection>(db: Tx, section: S): SettingsValues[S] | undefined {
  if (pendingChanges.has(section)) return undefined;
  return caches.get(db)?.values.get(section) as SettingsValues[S] | undefined;
}

/**
 * Keeps `value` (the stored value of a section, as read) when `db` is watched and no change
 * was heard since `generation` (settingsGeneration, taken before the read).
 */
export function keepSettings(db: Tx, section: SettingsSection, value: unknown, generation: number | undefined): void {
  const cache = caches.get(db);
  if (!cache || !CACHED.has(section) || pendingChanges.has(section) || generation !== cache.generation) return;
  cache.values.set(section, withDefaults(section, value));
}

/** The generation to hand keepSettings (undefined: `db` is not watched). */
export const settingsGeneration = (db: Tx): number | undefined => caches.get(db)?.generation;

/** Inside the changing transaction: every instance forgets `section` once it commits. */
async function changed(tx: Tx, section: SettingsSection): Promise<void> {
  if (watched.size) pendingChanges.set(section, (pendingChanges.get(section) ?? 0) + 1);
  forget(section);
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${section})`);
}

export async function getSettings<S extends SettingsSection>(db: Tx, section: S): Promise<SettingsValues[S]> {
  const cached = cachedSettings(db, section);
  if (cached) return cached;
  const generation = settingsGeneration(db);
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.section, section));
  keepSettings(db, section, row?.value, generation);
  return withDefaults(section, row?.value);
}

export async function putSettings<S extends SettingsSection>(db: Tx, section: S, value: SettingsValues[S], now = new Date()): Promise<void> {
  await db
    .insert(settings)
    .values({ section, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.section, set: { value, updatedAt: now } });
  await changed(db, section);
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
  await changed(tx, section);
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
