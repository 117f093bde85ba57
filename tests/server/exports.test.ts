// The CSV exports' cells, byte for byte (the same on PGlite and PostgreSQL: the database
// formats them), and a download stopped half-way: its connection goes back, its COPY ends.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CSV_HEADERS } from '../../contract/csv-headers.js';
import { poolOf } from '../../server/db/client.js';
import { useSignedInApp } from '../support/test-app.js';
import { makeOrder } from './order-fixtures.js';
import { makePackage, makeUser } from './users-cvs-fixtures.js';

const t = useSignedInApp();

const lines = async (path: string, language?: string) => {
  const res = await t.app.request(path, { headers: { authorization: `Bearer ${t.token}`, ...(language && { 'accept-language': language }) } });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM
  return bytes.subarray(3).toString('utf8');
};

describe('headers', () => {
  // An accountant opens the file in a spreadsheet: its headers are in the admin's language (the SPA sends it), English for anyone else.
  const exports = {
    orders: '/api/admin/orders/export?format=csv',
    users: '/api/admin/users/export',
    templates: '/api/admin/templates/export?format=csv',
    contacts: '/api/contact/export',
  };
  for (const [name, path] of Object.entries(exports) as [keyof typeof exports, string][]) {
    it(`${name}: in Vietnamese for an admin who reads Vietnamese, in English otherwise`, async () => {
      const header = async (language?: string) => (await lines(path, language)).split('\n')[0];
      expect(await header('vi-VN,vi;q=0.9,en;q=0.8')).toBe(Object.values(CSV_HEADERS.vi[name]).join(','));
      expect(await header('en')).toBe(Object.values(CSV_HEADERS.en[name]).join(','));
      expect(await header()).toBe(Object.values(CSV_HEADERS.en[name]).join(','));
    });
  }

  it('fit PostgreSQL names (63 bytes: COPY heads the file with them) and need no quoting in a CSV', () => {
    for (const language of Object.values(CSV_HEADERS))
      for (const headers of Object.values(language))
        for (const header of Object.values(headers)) {
          expect(Buffer.byteLength(header), header).toBeLessThanOrEqual(63);
          expect(header, header).not.toMatch(/[",\n\r]/);
        }
  });
});

describe('cells', () => {
  it('guards every formula start, leaves empty text empty, quotes only what must be, writes ISO times and true/false', async () => {
    const tag = 'cellcheck';
    // Microseconds in the stored time: the file shows milliseconds, cut as JavaScript's toISOString() does.
    await t.db.execute(sql`
      insert into users (id, first_name, last_name, email, is_premium, email_verified, total_cvs_created, last_login_at, created_at, updated_at) values
        ('00000000-0000-4000-8000-000000000001', '-2+3', '', ${`${tag}-1@example.test`}, true, false, 7, '2026-11-02 01:02:03.456789+00', '2026-11-01 00:00:00.000999+00', now()),
        ('00000000-0000-4000-8000-000000000002', '@SUM(A1)', ${'\tTab'}, ${`${tag}-2@example.test`}, false, true, 0, null, '2026-11-01 00:00:00.000999+00', now()),
        ('00000000-0000-4000-8000-000000000003', ${'\rCR'}, ${'Line\nbreak, "quoted"'}, ${`=${tag}-3@example.test`}, false, false, 0, null, '2026-10-31 23:59:59.9999+00', now())`);
    const csv = await lines(`/api/admin/users/export?search=${tag}`);
    expect(csv).toBe(
      'ID,First Name,Last Name,Email,Status,Premium,Email Verified,CVs Created,Credits Used,CV Creation Credits,AI Optimization Credits,Premium Template Credits,AI Template Credits,Last Login,Joined\n' +
        `00000000-0000-4000-8000-000000000002,'@SUM(A1),'\tTab,${tag}-2@example.test,active,false,true,0,0,0,0,0,0,,2026-11-01T00:00:00.000Z\n` +
        `00000000-0000-4000-8000-000000000001,'-2+3,,${tag}-1@example.test,active,true,false,7,0,0,0,0,0,2026-11-02T01:02:03.456Z,2026-11-01T00:00:00.000Z\n` +
        `00000000-0000-4000-8000-000000000003,"'\rCR","Line\nbreak, ""quoted""",'=${tag}-3@example.test,active,false,false,0,0,0,0,0,0,,2026-10-31T23:59:59.999Z\n`,
    );
  });

  it('writes an order with its amount as a number, no payment time yet, and a guarded customer', async () => {
    const user = await makeUser(t.db, { firstName: '+Cell', lastName: 'Order' });
    const pkg = await makePackage(t.db, { nameEn: '@Pro' });
    const order = await makeOrder(
      t.db,
      user,
      { ...pkg, price: 199000 },
      {
        orderCode: 'CELLCHECK1',
        customerName: '+Cell Order',
        createdAt: new Date('2026-11-20T10:00:00.000Z'),
        expiresAt: new Date('2026-11-22T10:00:00.000Z'),
      },
    );
    const csv = await lines('/api/admin/orders/export?format=csv&search=CELLCHECK1');
    expect(csv.split('\n')[1]).toBe(
      `${order.id},CELLCHECK1,PENDING,'+Cell Order,${user.email},'@Pro,199000,${order.currency},${order.paymentMethod},2026-11-20T10:00:00.000Z,,,2026-11-22T10:00:00.000Z`,
    );
  });
});

describe('a download stopped half-way', () => {
  it('ends the query and gives its connection back; the next export is whole', async () => {
    const pool = poolOf(t.db);
    // Enough that the file is still being written when the client goes away: on PostgreSQL
    // more than the sockets between it and the client buffer (long messages, which no index
    // holds, so they are quick to insert), on PGlite a few batches.
    const [rows, width] = pool ? [4_000, 10_000] : [3_000, 10];
    await t.db.execute(sql`
      insert into contacts (name, email, subject, message, category, created_at, updated_at)
      select 'Stream ' || g, 'stream' || g || '@example.test', 'Stream', repeat('S', ${width}), 'partnership',
             timestamptz '2026-01-01' + g * interval '1 second', now()
      from generate_series(1, ${rows}) g`);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((ready) => server.once('listening', ready));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact/export`;
    // Uncompressed: this file of repeated letters would shrink to nothing and never fill a socket.
    const headers = { authorization: `Bearer ${t.token}`, 'accept-encoding': 'identity' };
    const inUse = () => pool!.totalCount - pool!.idleCount;
    const copies = async () =>
      (
        (await pool!.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'COPY (%' and state = 'active'`))
          .rows[0] as { n: number }
      ).n;
    try {
      const aborter = new AbortController();
      const res = await fetch(url, { headers, signal: aborter.signal });
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(first.value).startsWith('\uFEFFID,Name,Email')).toBe(true);
      if (pool) {
        expect(inUse()).toBe(1); // the COPY's client
        expect(await copies()).toBe(1); // still writing
      }
      aborter.abort();
      await reader.cancel().catch(() => {});
      if (pool) {
        await vi.waitFor(() => expect(inUse()).toBe(0), { timeout: 10_000 });
        await vi.waitFor(async () => expect(await copies()).toBe(0), { timeout: 10_000 });
      }
      const after = await fetch(`${url}?category=general`, { headers });
      const {
        rows: [{ n }],
      } = (await t.db.execute(sql`select count(*)::int as n from contacts where category = 'general'`)) as unknown as { rows: [{ n: number }] };
      expect(parse(await after.text(), { bom: true })).toHaveLength(n + 1); // and the header
      if (pool) expect(inUse()).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
