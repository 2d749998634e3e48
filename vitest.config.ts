import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests live beside the code. Two projects, one run (`vitest run`):
// - node: unit and server tests. Server tests get a real PostgreSQL: the global setup starts one
//   embedded server per run and each test file clones a migrated template database.
// - web: the browser's components (`src/web/**/*.test.tsx`, decision 055) in jsdom, with Testing
//   Library. They need no database, so a run of them alone starts none.
const COMPONENT_TESTS = 'src/web/**/*.test.tsx';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file per core (Vitest's default leaves one core free: a single worker on a 2-core
    // host). Server tests wait on PostgreSQL and on the shops they start, so a second file fits
    // beside them (decision 088).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
          globalSetup: ['src/server/test/global-setup.ts', 'src/server/test/server-bundle.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [COMPONENT_TESTS],
          environment: 'jsdom',
          testTimeout: 10_000,
          setupFiles: ['src/web/lib/testing/setup.ts'],
        },
      },
    ],
  },
});
