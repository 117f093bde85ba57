// The build's compressed copies: a .br and a .gz beside each compressible file large enough
// to gain, holding the same bytes; nothing for images or tiny files.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { compressAssets } from '../../build/compress-assets';

const dir = mkdtempSync(join(tmpdir(), 'compress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes Brotli and gzip copies of the compressible files', () => {
  mkdirSync(join(dir, 'assets'));
  const script = 'export const a = 1;\n'.repeat(200);
  writeFileSync(join(dir, 'assets/big.js'), script);
  writeFileSync(join(dir, 'assets/tiny.css'), 'a{}');
  writeFileSync(join(dir, 'assets/photo.jpg'), Buffer.alloc(5000, 7));
  const plugin = compressAssets() as { configResolved: (c: unknown) => void; closeBundle: () => void };
  plugin.configResolved({ build: { outDir: dir } });
  plugin.closeBundle();
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets/big.js.br'))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(dir, 'assets/big.js.gz'))).toString()).toBe(script);
  expect(readFileSync(join(dir, 'assets/big.js.br')).length).toBeLessThan(script.length / 10);
  expect(existsSync(join(dir, 'assets/tiny.css.br'))).toBe(false);
  expect(existsSync(join(dir, 'assets/photo.jpg.gz'))).toBe(false);
});
