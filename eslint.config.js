// ESLint: the recommended JavaScript and typescript-eslint rules everywhere, four rules that
// read types on every TypeScript file, React's hook rules for the SPA; formatting is
// Prettier's (its conflicting rules are off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'data/', 'data-bench/', 'screenshots/', 'test-results/', 'server/db/migrations/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_` marks what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // With types, from the one program of tsconfig.json (the project service): a promise nobody
  // awaits or handles, a promise where a function returning nothing is expected (an event
  // handler, a timer), an await of what is not a promise, a switch that misses a member of its
  // union (a `default` does not count: the next member added must be decided). A deliberate
  // fire-and-forget says so with `void` and a comment saying why it cannot fail unseen.
  // The tests too: they are in the program already, so typing them costs next to nothing.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  // scripts/check-node.cjs must run on any Node.js, before anything else loads: CommonJS on purpose.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Tests read JSON answers loosely on purpose.
  { files: ['tests/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['src/**/*.{ts,tsx}', 'i18n/**/*.ts', 'tests/ui/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  // One spinner, always named or hidden for screen readers (src/components/Spinner.tsx).
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/components/Spinner.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              importNames: ['CircularProgress'],
              message: 'Use Spinner (src/components/Spinner.tsx): it has a name for screen readers.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
