import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  runProject as run,
  runShop,
  waitForOutput,
  waitForReady,
} from './test/processes.ts';

// The real start-up path: `main.ts` as its own process with the embedded PostgreSQL, as
// `npm start` runs it (without the demo seed, to stay fast).

describe('main (npm start)', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-main-'));
    env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_DB_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    };
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('stops with one message naming a bad variable', async () => {
    const server = runShop({ ...env, PORT: 'abc' });
    expect(await server.exited).toBe(78);
    // One JSON line, as every failed start writes; 78: starting again cannot help.
    expect(JSON.parse(server.output())).toMatchObject({
      level: 60,
      msg: 'Invalid configuration: PORT="abc": expected a port number between 1 and 65535',
    });
  });

  it('starts the embedded database, serves, lets the CLI share it, and shuts down cleanly', async () => {
    const server = runShop(env);
    await waitForReady(Number(env.PORT), server);
    await waitForOutput(server, 'API documentation:');
    expect(server.output()).toContain('npm run admin:create');

    // The CLI finds the running shop's database instead of starting a second server on its files.
    const cli = run(
      [
        'src/server/cli/admin-create.ts',
        '--email',
        'owner@example.de',
        '--password',
        'ein langes passwort',
      ],
      env,
    );
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('Admin owner@example.de created.');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'postgres/postmaster.pid'))).rejects.toThrow();

    // A second start reuses the data: the admin is still there, so no hint is printed.
    const again = runShop(env);
    await waitForReady(Number(env.PORT), again);
    // The hint would come in the same write as the start message, so once that is there, its
    // absence means something.
    await waitForOutput(again, 'API documentation:');
    expect(again.output()).not.toContain('npm run admin:create');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
