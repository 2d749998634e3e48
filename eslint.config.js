import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import localRules from './eslint-rules/layer-imports.js';

// Import rules mirror docs/architecture.md (decision 030): domain is pure, web and server never
// import each other, and inside each the layers run one way (eslint-rules/layer-imports.js).

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-closing',
      'node_modules',
      'data',
      'drizzle',
      'test-results',
      'playwright-report',
      // Ad-hoc measuring scripts, kept out of git as well (.gitignore).
      'scripts/.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Two rules that need the types, for promises whose end nobody waits for: one returned from a
  // `try` whose `finally` cleans up (the `finally` runs before the promise settles), and one
  // started and dropped, whose failure then surfaces nowhere (decision 092).
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Node's modules by their bare names too: 'fs' is 'node:fs'.
          paths: builtinModules.map((name) => ({
            name,
            message: 'src/domain does no I/O and knows no framework.',
          })),
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'src/domain is shared and pure.' },
            {
              group: [
                'react',
                'react-*',
                'fastify',
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
                'node:*',
              ],
              message: 'src/domain does no I/O and knows no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server never imports the web app.' }] },
      ],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          // React Router's links bring framework mode's prefetching into every page's first
          // download; the app's own (components/ui/link.tsx) do not (decision 070).
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from src/web/components/ui/link.tsx (decision 070).',
            },
          ],
          patterns: [{ group: ['**/server/**'], message: 'The web app never imports the server.' }],
        },
      ],
    },
  },
  // The layers inside web and server (decision 030): imports run down, never up, and no feature
  // imports a sibling feature. The local rule resolves every relative import against its file.
  // The web admin (decision 053) has the same layers in src/web/admin: the shop reaches it only
  // through its routes, which routes.tsx mounts, and it uses only the shop's lib and components.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { local: localRules },
    rules: {
      'local/layer-imports': [
        'error',
        {
          root: 'src/web',
          layers: { lib: 0, components: 0, features: 1, pages: 2, app: 2 },
          rootFiles: 2,
          nested: {
            admin: {
              layers: { lib: 0, components: 0, features: 1, pages: 2, app: 2 },
              entries: ['app/admin-routes.tsx'],
              shared: ['lib', 'components'],
            },
          },
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    plugins: { local: localRules },
    rules: {
      'local/layer-imports': [
        'error',
        {
          root: 'src/server',
          layers: {
            lib: 0,
            db: 0,
            aggregates: 1,
            features: 2,
            pages: 3,
            backup: 3,
            seed: 3,
            cli: 3,
          },
          rootFiles: 3,
          rootFileRanks: { 'config.ts': 0 },
        },
      ],
    },
  },
);
