// `npm run db:generate -- [drizzle-kit options]`: drizzle-kit writes the migration, then its
// journal entry is put after the previous one. drizzle's migrator applies only migrations whose
// journal time is later than the last one a database has applied, so a new entry must come
// after the previous one even when an earlier entry's time is ahead of this machine's clock.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const generated = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });
if (generated.status !== 0) process.exit(generated.status ?? 1);

const JOURNAL = new URL('../db/migrations/meta/_journal.json', import.meta.url);
const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
let changed = false;
for (let i = 1; i < journal.entries.length; i++) {
  const [before, entry] = [journal.entries[i - 1]!, journal.entries[i]!];
  if (entry.when > before.when) continue;
  entry.when = before.when + 60_000;
  changed = true;
  console.log(`${entry.tag}: journal time moved after ${before.tag}'s`);
}
if (changed) writeFileSync(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
