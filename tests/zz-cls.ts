import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
const port = 3997;
const d = mkdtempSync(join(tmpdir(), 'lb-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(d, 'db'), DATABASE_URL: '', ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'Aaaa-Bbbb-1234-x', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(40) }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
try {
for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const token = ((await (await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@example.com', password: 'Aaaa-Bbbb-1234-x' }) })).json()) as any).data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await ctx.addInitScript((t: string) => localStorage.setItem('adminToken', t), token);
const page = await ctx.newPage();
page.on('console', (m) => console.log('PAGE', m.text()));
await ctx.addInitScript(() => {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) {
      const srcs = (e.sources ?? []).map((x: any) => `${x.node?.nodeName}.${(x.node?.className ?? '').toString().slice(0, 30)}:${(x.node?.textContent ?? '').slice(0, 30)} ${JSON.stringify(x.previousRect)}->${JSON.stringify(x.currentRect)}`);
      console.log('SHIFT', performance.now().toFixed(0), e.value.toFixed(4), srcs.join(' || '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(`${base}/admin/templates`);
await page.getByRole('heading', { level: 1 }).waitFor();
console.log('MARK heading', await page.evaluate(() => performance.now().toFixed(0)));
await page.getByRole('article').first().waitFor();
await page.getByPlaceholder(/Search templates/).fill('Modern Timeline');
await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('Modern Timeline'));
console.log('MARK url', await page.evaluate(() => performance.now().toFixed(0)));
const art = page.getByRole('article', { name: 'Modern Timeline', exact: true });
await art.getByRole('button', { name: 'Edit Code', exact: true }).click();
console.log('MARK clicked', await page.evaluate(() => performance.now().toFixed(0)));
await page.getByRole('dialog').waitFor({ timeout: 5000 }).then(async () => console.log('DIALOG', (await page.getByRole('dialog').textContent())?.slice(0, 80)), () => console.log('NO DIALOG'));
await page.waitForTimeout(3000);
await browser.close();
} finally { child.kill('SIGTERM'); }
