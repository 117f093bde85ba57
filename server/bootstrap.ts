// What a start does to a database: migrate, seed an empty one, make sure the admin exists.
import { count, sql } from 'drizzle-orm';
import type { Clock } from './core/clock.js';
import { hashPassword } from './security/passwords.js';
import { jwtKey } from './areas/auth/sessions.js';
import { temporaryPasswordExpiry } from './areas/auth/temporary-password.js';
import { type DbHandle } from './db/client.js';
import { migrateDb } from './db/migrate.js';
import { admins, users } from './db/schema.js';
import { seed } from './db/seed/index.js';

export interface BootstrapOptions {
  clock: Clock;
  /** Users to seed when the database has none (0: seed nothing). */
  seedUsers: number;
  /** PRNG seed of the demo data (default: db/seed's fixed one). */
  seed?: number;
  /** `temporary`: the password was generated, so it must be changed at the first sign-in (within 72 hours). */
  admin: { email: string; password: string; firstName?: string; lastName?: string; temporary?: boolean };
  log?: (line: string) => void;
}

/** Returns whether the admin was created by this call. */
export async function bootstrap(handle: DbHandle, options: BootstrapOptions): Promise<{ adminCreated: boolean; seeded: boolean }> {
  await migrateDb(handle);
  const { db } = handle;
  await jwtKey(db); // generate the signing key once, before any concurrent request
  let seeded = false;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n === 0 && options.seedUsers > 0) {
    await seed(db, { users: options.seedUsers, seed: options.seed, clock: options.clock, log: options.log });
    seeded = true;
  }
  const email = options.admin.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  if (existing) return { adminCreated: false, seeded };
  const temporary = options.admin.temporary ?? false;
  await db.insert(admins).values({
    email,
    passwordHash: await hashPassword(options.admin.password),
    firstName: options.admin.firstName ?? 'System',
    lastName: options.admin.lastName ?? 'Administrator',
    role: 'owner',
    // A password generated at start is shown once in a log: its owner must replace it, soon.
    mustChangePassword: temporary,
    temporaryPasswordExpiresAt: temporary ? temporaryPasswordExpiry(options.clock.now()) : null,
  });
  return { adminCreated: true, seeded };
}
