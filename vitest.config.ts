import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests live beside the code. Three projects, one run (`vitest run`):
// - server: the server's tests and the scripts' (`src/server`, `scripts`). They get a real
//   PostgreSQL: the global setup starts one embedded server per run and each test file clones a
//   migrated template database. Not isolated (decision 091): the files of one worker share their
//   modules, as the server's requests share one process.
// - node: every other unit test in Node (the domain's rules, the browser's plain modules, the lint
//   rules), each file with its own modules: the browser's modules keep state in module scope (the
//   route table, stores) that a test may start from.
// - web: the browser's components (`src/web/**/*.test.tsx`, decision 055) in jsdom, with Testing
//   Library. They need no database, so a run of them alone starts none.
const COMPONENT_TESTS = 'src/web/**/*.test.tsx';
const SERVER_TESTS = [
  'src/server/**/*.test.ts',
  'src/server/**/*.test.tsx',
  'scripts/**/*.test.ts',
];

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
          name: 'server',
          include: SERVER_TESTS,
          // A test file imports the app's ~700 modules; isolated, every file loaded them anew, and
          // loading was more than half of the run's time on two cores (decision 091). The server
          // keeps no state in module scope that a test depends on: each file builds its own app
          // on its own database (test/test-app.ts).
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts', 'src/server/test/server-bundle.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint-rules/**/*.test.ts'],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS, ...SERVER_TESTS],
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
