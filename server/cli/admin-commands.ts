// The admin command line's commands (`npm run admin -- …`), on an open database: the same
// functions run in the CLI's own process (server stopped, or PostgreSQL) and inside the server
// (PGlite's control socket, control-socket.ts). The writes go through the Team area's services,
// so its rules hold here too (the last active owner, sessions and live streams ended), and are
// audited as the command line.
import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { COMMAND_LINE_ADDRESS, COMMAND_LINE_AGENT } from '../../contract/audit.js';
import { TEMPORARY_PASSWORD_HOURS } from '../../contract/auth.js';
import { ROLES } from '../../contract/permissions.js';
import { type TeamCreate, teamCreateBody } from '../../contract/team.js';
import { newTemporaryPassword } from '../areas/auth/temporary-password.js';
import { createAdmin, resetAdminPassword, resetAdminTwoFactor, updateAdmin } from '../areas/team/service.js';
import type { Clock } from '../core/clock.js';
import type { Db } from '../db/client.js';
import { admins } from '../db/schema.js';
import { HttpError } from '../http/envelope.js';
import type { Actor } from '../http/request.js';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  list                          every admin: email, name, role, active, two-factor, last sign-in
  create EMAIL --role ROLE [--first-name NAME] [--last-name NAME]
                                add an admin; prints a temporary password, changed at the first sign-in
  reset-password EMAIL          a new temporary password (changed at sign-in); ends the admin's sessions
  reset-two-factor EMAIL        turn off the admin's two-factor sign-in (a lost phone); ends their sessions
  deactivate EMAIL              the admin can no longer sign in; ends their sessions
  help                          this text

Roles: ${ROLES.join(', ')}.
A temporary password signs in for ${TEMPORARY_PASSWORD_HOURS} hours; after that, reset-password gives a new one.
Exit code: 0 done, 1 refused (no such admin, the last active owner…), 2 bad input (nothing changed).
PGlite in DATA_DIR (default ./data), or PostgreSQL when DATABASE_URL is set; the server may be running.`;

/** Exit codes: 0 done, 1 refused (unknown admin, the last owner…), 2 bad input (nothing changed). */
export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export interface CommandOutcome {
  code: number;
  /** For stdout (code 0) or stderr. */
  text: string;
}

/** Bad input: nothing was changed. */
export class UsageError extends Error {}

const oneEmail = (command: string, positionals: string[]): string => {
  if (positionals.length !== 1) throw new UsageError(`${command} takes one email address (got ${positionals.length}).`);
  const email = positionals[0]!.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`Not an email address: "${positionals[0]}".`);
  return email;
};

/** "jane.doe@…" → Jane Doe; "support@…" → Support Admin (both can be changed on the Team screen). */
function namesFrom(email: string): { firstName: string; lastName: string } {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const [first = 'New', ...rest] = email
    .split('@')[0]!
    .split(/[._+-]+/)
    .filter(Boolean);
  return { firstName: cap(first), lastName: rest.length ? rest.map(cap).join(' ') : 'Admin' };
}

type Parsed =
  { command: 'list' | 'help' } | ({ command: 'create' } & TeamCreate) | { command: 'reset-password' | 'reset-two-factor' | 'deactivate'; email: string };

/** Checks the arguments before anything is opened; throws UsageError. */
export function parseAdminCommand(argv: string[]): Parsed {
  const [given, ...rest] = argv;
  if (!given) throw new UsageError('Name a command.');
  const command = given === '--help' || given === '-h' ? 'help' : given;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: command === 'create' ? { role: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } } : {},
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  switch (command) {
    case 'list':
    case 'help':
      if (positionals.length) throw new UsageError(`${command} takes no arguments.`);
      return { command };
    case 'reset-password':
    case 'reset-two-factor':
    case 'deactivate':
      return { command, email: oneEmail(command, positionals) };
    case 'create': {
      const email = oneEmail(command, positionals);
      const v = values as { role?: string; 'first-name'?: string; 'last-name'?: string };
      if (!v.role) throw new UsageError(`create needs --role (one of ${ROLES.join(', ')}).`);
      const input = { ...namesFrom(email), email, role: v.role };
      if (v['first-name'] !== undefined) input.firstName = v['first-name'];
      if (v['last-name'] !== undefined) input.lastName = v['last-name'];
      // The Team API's own schema: the same messages for a bad role or name.
      const checked = teamCreateBody.safeParse(input);
      if (!checked.success) throw new UsageError(checked.error.issues.map((i) => i.message).join('\n'));
      return { command, ...checked.data };
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

const commandLineActor = (clock: Clock): Actor => ({ adminId: null, ipAddress: COMMAND_LINE_ADDRESS, userAgent: COMMAND_LINE_AGENT, at: clock.now() });

async function adminId(db: Db, email: string): Promise<{ id: string; isActive: boolean }> {
  const [row] = await db
    .select({ id: admins.id, isActive: admins.isActive })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  if (!row) throw new HttpError(404, `No admin has the email ${email}.`);
  return row;
}

const when = (at: Date | null) => (at ? `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function list(db: Db): Promise<string> {
  const rows = await db.select().from(admins).orderBy(asc(admins.email));
  const body = rows.map((a) => [
    a.email,
    `${a.firstName} ${a.lastName}`.trim(),
    a.role,
    a.isActive ? 'yes' : 'no',
    a.twoFactorEnabledAt ? 'on' : 'off',
    when(a.lastLoginAt),
  ]);
  return `${table([['EMAIL', 'NAME', 'ROLE', 'ACTIVE', 'TWO-FACTOR', 'LAST SIGN-IN'], ...body])}\n${rows.length} admin(s).`;
}

const temporaryNote = (which: 'first' | 'next', password: string) =>
  `Temporary password (shown once; it must be changed at the ${which} sign-in): ${password}\n` +
  `It signs in for ${TEMPORARY_PASSWORD_HOURS} hours; after that, reset-password gives a new one.`;

async function run(db: Db, clock: Clock, parsed: Parsed): Promise<string> {
  switch (parsed.command) {
    case 'help':
      return ADMIN_USAGE;
    case 'list':
      return list(db);
    case 'create': {
      const { password, hash } = await newTemporaryPassword();
      const { command: _, ...input } = parsed;
      const admin = await db.transaction((tx) => createAdmin(tx, commandLineActor(clock), input, hash));
      return `Created the ${admin.role} ${admin.email} (${admin.firstName} ${admin.lastName}).\n${temporaryNote('first', password)}`;
    }
    case 'reset-password': {
      const { id } = await adminId(db, parsed.email);
      const { password, hash } = await newTemporaryPassword();
      await db.transaction((tx) => resetAdminPassword(tx, commandLineActor(clock), id, hash));
      return `Reset the password of ${parsed.email}; their sessions have ended.\n${temporaryNote('next', password)}`;
    }
    case 'reset-two-factor': {
      const { id } = await adminId(db, parsed.email);
      await db.transaction((tx) => resetAdminTwoFactor(tx, commandLineActor(clock), id));
      return `Two-factor sign-in is off for ${parsed.email} and their sessions have ended; they can set it up again on their profile.`;
    }
    case 'deactivate': {
      const { id, isActive } = await adminId(db, parsed.email);
      if (!isActive) return `${parsed.email} is already deactivated.`;
      await db.transaction((tx) => updateAdmin(tx, commandLineActor(clock), id, { isActive: false }));
      return `Deactivated ${parsed.email}: they can no longer sign in, and their sessions have ended.`;
    }
  }
}

/** Parses and runs one command line; never throws for bad input or a refusal. */
export async function runAdminCommand(db: Db, clock: Clock, argv: string[]): Promise<CommandOutcome> {
  let parsed: Parsed;
  try {
    parsed = parseAdminCommand(argv);
  } catch (err) {
    if (err instanceof UsageError) return { code: EXIT.usage, text: `${err.message}\n\n${ADMIN_USAGE}` };
    throw err;
  }
  try {
    return { code: EXIT.ok, text: await run(db, clock, parsed) };
  } catch (err) {
    // The services' refusals (404 unknown admin, 409 the last owner, an email in use, two-factor not on).
    if (err instanceof HttpError && err.status < 500) return { code: EXIT.refused, text: err.message };
    throw err;
  }
}
