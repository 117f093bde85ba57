// swagger-ui-dist depends on @scarf/scarf, whose postinstall reports every `npm install` to
// scarf.sh unless the root package.json opts out. The opt-out must not silently go, and
// Scarf's own code, fed the dependency tree it reads at install time, must honour it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scarfSettings?: { enabled?: unknown } };

type Settle = (value: unknown) => void;
const scarf = createRequire(import.meta.url)('@scarf/scarf/report.js') as {
  processDependencyTreeOutput(resolve: Settle, reject: Settle): (error: Error | null, stdout: string, stderr: string) => void;
};

/** What Scarf decides for a tree as `npm ls @scarf/scarf --json --long` prints it: the dependency it would report, or why not. */
const verdict = (tree: string) => new Promise((resolve, reject) => scarf.processDependencyTreeOutput(resolve, reject)(null, tree, ''));

describe('install telemetry', () => {
  it('package.json turns Scarf off', () => {
    expect(manifest.scarfSettings).toEqual({ enabled: false });
  });

  it("Scarf's own code reads the setting from the tree it inspects and reports nothing", { timeout: 60_000 }, async () => {
    // The command Scarf itself runs in the root package (report.js, getDependencyInfo).
    const tree = spawnSync('npm', ['ls', '@scarf/scarf', '--json', '--long'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).stdout;
    await expect(verdict(tree)).rejects.toThrow('Scarf has been disabled via a package.json in the dependency chain.');
    // Without the setting the same tree would be reported: the check above is not vacuous.
    const { scarfSettings: _, ...without } = JSON.parse(tree) as Record<string, unknown>;
    await expect(verdict(JSON.stringify(without))).resolves.toMatchObject({ parent: { name: 'swagger-ui-dist' } });
  });
});
