// ESLint: the recommended JavaScript and typescript-eslint rules everywhere, four rules that
// read types on every TypeScript file, React's hook rules for the SPA; formatting is
// Prettier's (its conflicting rules are off).
import { readdirSync } from 'node:fs';
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
  ...importDirection(),
  prettier,
);

// The import direction (docs/architecture.md, 'The import direction'), held on every import
// as written: a part lists what it may not reach, by the relative path that would reach it.
// A rule's options are not merged across blocks, so the blocks split the files between them
// and each carries everything that holds there (the spinner rule included, for the SPA).
function importDirection() {
  const up = '^(\\.\\./)+'; // one or more '../'
  const never = (target, message) => ({ regex: `${up}${target}(/|$)`, message });
  const noSrc = never('src', 'server/ and contract/ never import the SPA (docs/architecture.md).');
  const noServer = never('server', 'The SPA never imports server/: what both need lives in contract/ (docs/architecture.md).');
  const noI18n = never('i18n', 'contract/ imports none of the others: the catalogs import it, not the reverse.');
  const noPages = never('pages', 'Pages sit on top: nothing below them imports one.');
  const noLayout = never('layout', 'The layout is the shell: what it holds does not import it.');
  const noAssembly = never('appDataProvider', 'appDataProvider assembles every resource and page: type a provider with WithMethods instead.');
  const noResources = never('resources', 'Shared code (components, lib, api) names no resource: a piece two resources need moves here.');
  // A resource's api.ts is its face to the data (the dashboard draws the orders' series).
  const noResourceInternals = {
    regex: `${up}resources/[^/]+/(?!api$)`,
    message: "A page uses no resource's internals (its api.ts aside): move the shared piece to src/components or src/lib.",
  };
  const resources = readdirSync(new URL('src/resources/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // One spinner, always named or hidden for screen readers (src/components/Spinner.tsx).
  const spinner = {
    name: '@mui/material',
    importNames: ['CircularProgress'],
    message: 'Use Spinner (src/components/Spinner.tsx): it has a name for screen readers.',
  };
  const block = (files, patterns, { ignores = [], paths = [spinner] } = {}) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  });
  const shared = ['src/components/**', 'src/lib/**', 'src/api/**'];
  const resourceFiles = resources.map((name) => `src/resources/${name}/**`);
  const ownBlocks = [...shared, ...resourceFiles, 'src/pages/**'];
  const sharedPatterns = [noServer, noResources, noPages, noLayout, noAssembly];
  return [
    block(['server/**/*.ts'], [noSrc], { paths: [] }),
    block(['contract/**/*.ts'], [noSrc, never('server', 'contract/ imports none of the others.'), noI18n], { paths: [] }),
    block(['src/**/*.{ts,tsx}'], [noServer], { ignores: ownBlocks }),
    block(shared, sharedPatterns, { ignores: ['src/components/Spinner.tsx'] }),
    block(['src/components/Spinner.tsx'], sharedPatterns, { paths: [] }),
    block(['src/pages/**'], [noServer, noResourceInternals, noLayout, noAssembly]),
    // A resource's folder reaches no other resource's folder (nor the pages, nor the assembly).
    ...resources.map((name) =>
      block(
        [`src/resources/${name}/**`],
        [
          noServer,
          noPages,
          noAssembly,
          {
            regex: `${up}(resources/)?(${resources.filter((other) => other !== name).join('|')})(/|$)`,
            message: "A resource imports no other resource's folder: move the shared piece to src/components or src/lib.",
          },
        ],
      ),
    ),
  ];
}
