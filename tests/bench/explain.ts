// Prints EXPLAIN ANALYZE of every statement a list route sends (a tool for tuning the lists).
//   npx tsx tests/bench/explain.ts --database-url postgres://… /api/admin/users?search=x
import { parseArgs } from 'node:util';
import { migrateDb } from '../../server/db/migrate.js';
import { openCapturing, startBenchServer } from './http-vs-sql.js';

const { values, positionals } = parseArgs({ options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } }, allowPositionals: true });
const capture = await openCapturing({ databaseUrl: values['database-url'], dataDir: values['data-dir'] });
await migrateDb(capture.handle);
const server = await startBenchServer(capture.handle.db);
for (const path of positionals) {
  capture.captured.length = 0;
  capture.setCapturing(true);
  const res = await fetch(server.base + path, { headers: { authorization: `Bearer ${server.token}` } });
  await res.arrayBuffer();
  capture.setCapturing(false);
  console.log(`\n### ${path} (${res.status})`);
  for (const s of capture.captured.filter((s) => !/admin_sessions/.test(s.query))) {
    console.log(`\n-- ${s.query}\n-- params: ${JSON.stringify(s.params)}`);
    const [plan] = await capture.direct([{ query: `explain (analyze, buffers) ${s.query}`, params: s.params }]);
    console.log((plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n'));
  }
}
await server.close();
await capture.handle.close();
