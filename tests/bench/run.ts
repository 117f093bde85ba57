// `npm run bench`: the JavaScript budgets always; the database benchmarks of each area when
// a benchmark database is named (BENCH_DATABASE_URL for PostgreSQL, or BENCH_DATA_DIR for a
// PGlite directory built by `npm run seed -- --users 1000000`), then the load benchmark
// (64 connections for 30 s against `npm start`) on it. Prints figures; asserts nothing.
import { existsSync } from 'node:fs';
import { run as bundle } from './bundle.js';
import { run as editor } from './editor.js';
import { run as requestCost } from './request-cost.js';
import { run as signIn } from './sign-in.js';
import { run as wire } from './wire.js';

await bundle();
console.log('\n## bytes on the wire (first screens)');
await wire();
console.log('\n## sign-in page, cold, mobile profile (headless Chromium)');
await signIn();
console.log('\n## template code editor');
await editor();
console.log("\n## a request's own cost (fresh in-memory PGlite)");
await requestCost();

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? (existsSync('data-bench') ? 'data-bench' : undefined);
if (!databaseUrl && !dataDir) {
  console.log('\n(no benchmark database: set BENCH_DATABASE_URL or BENCH_DATA_DIR, or run `npm run seed -- --users 1000000`)');
} else {
  const target = databaseUrl ? { databaseUrl } : { dataDir };
  for (const area of ['lists', 'users-cvs', 'orders', 'audit-log', 'load']) {
    const path = `./${area}.js`;
    if (!existsSync(new URL(`./${area}.ts`, import.meta.url))) continue;
    console.log(`\n## ${area}`);
    const mod = (await import(path)) as { run: (opts: Record<string, unknown>) => Promise<unknown> };
    await mod.run({ ...target, log: console.log });
  }
}
