// The English a Vietnamese screen must not show: every sentence of en.ts that vi.ts says
// otherwise, as the literal runs a screen would show (split at its placeholders and plural
// forms; short words and labels such as 'Email' or 'CV' are the same in both and left out).
import en from '../../i18n/en';
import vi from '../../i18n/vi';

type Tree = { [key: string]: string | Tree };

function englishRuns(enTree: Tree, viTree: Tree | undefined, out: string[] = []): string[] {
  for (const [key, value] of Object.entries(enTree)) {
    const other = viTree?.[key];
    if (typeof value !== 'string') englishRuns(value, typeof other === 'object' ? other : undefined, out);
    else if (value !== other && value.split(' ').length >= 4) {
      for (const run of value.split(/%\{\w+\}|\|\|\|\|/)) if (run.trim().length >= 18) out.push(run.trim());
    }
  }
  return out;
}

export const ENGLISH_RUNS: readonly string[] = [...new Set(englishRuns(en as unknown as Tree, vi as unknown as Tree))];

/** The English runs found in a screen's text. */
export const englishIn = (text: string) => ENGLISH_RUNS.filter((run) => text.includes(run));
