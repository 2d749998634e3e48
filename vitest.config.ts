import { defineConfig } from 'vitest/config';

// Unit tests live beside the code. Server tests get a real PostgreSQL: the global setup
// starts one embedded server per run and each test file clones a migrated template database.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
    ],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
