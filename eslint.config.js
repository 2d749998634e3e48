import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import rules mirror DESIGN.md §1: domain is pure, web and server never import each other,
// features do not import sibling features.
const siblingFeature = {
  regex: '^\\.\\./[^./]',
  message: 'Features do not import sibling features; compose them in a page or service.',
};

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
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
    // Shared server code (lib/, db/) is below the features: it never imports one.
    files: ['src/server/lib/**', 'src/server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server never imports the web app.' },
            {
              group: ['**/features/**'],
              message:
                'Shared server code (lib, db) never imports a feature; move what both need into lib.',
            },
          ],
        },
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
          patterns: [{ group: ['**/server/**'], message: 'The web app never imports the server.' }],
        },
      ],
    },
  },
  {
    files: ['src/server/features/*/*', 'src/web/features/*/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            siblingFeature,
            { group: ['**/web/**', '**/server/**'], message: 'Keep web and server apart.' },
          ],
        },
      ],
    },
  },
);
