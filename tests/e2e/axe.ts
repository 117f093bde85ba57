// axe-core in the page: the serious and critical WCAG 2.0/2.1 A and AA violations of what is
// on screen. Evaluated through the debugging protocol: the panel's CSP (script-src 'self')
// refuses an injected <script>.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  id: string;
  impact: string;
  help: string;
  /** Each node's selector and the start of its HTML. */
  targets: string[];
}

export async function axe(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Violation = { id: string; impact: string; help: string; nodes: { target: string[]; html: string }[] };
    const w = window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: Violation[] }> } };
    // The code editor's syntax colours are Monaco's theme, not the panel's.
    const { violations } = await w.axe.run(
      { include: [document], exclude: [['.monaco-editor .view-lines']] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 160)}`) }));
  }, TAGS);
}
