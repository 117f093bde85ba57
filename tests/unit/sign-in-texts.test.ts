// The sign-in page's first download carries only the texts of i18n/sign-in.ts's keys: a key
// that its own modules name outside them would show as the key itself on the first page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_KEYS } from '../../i18n/sign-in';

/** The modules the sign-in page renders or runs (main.tsx's static imports from src/, and what loads on a refusal). */
const SIGN_IN_MODULES = [
  'src/pages/login/SignIn.tsx',
  'src/pages/login/LoginPage.tsx',
  'src/pages/login/refusal.ts',
  'src/components/AuthFrame.tsx',
  'src/components/LanguageMenu.tsx',
  'src/components/PasswordField.tsx',
  'src/components/IconAction.tsx',
  'src/components/Spinner.tsx',
];

const covered = (key: string) => SIGN_IN_KEYS.some((wanted) => key === wanted || key.startsWith(`${wanted}.`));

describe('the sign-in page’s texts', () => {
  it('cover every catalog key the sign-in page names', () => {
    const named = SIGN_IN_MODULES.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:app|ra|resources)\.[\w.]+)'/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((key) => !covered(key))).toEqual([]);
  });
});
