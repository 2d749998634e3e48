import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real start-up path: `main.ts` as its own process with the embedded PostgreSQL, as
// `npm start` runs it (without the demo seed, to stay fast).

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(tsx, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForReady(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

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
    const server = run(['src/server/main.ts'], { ...env, PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Invalid configuration: PORT="abc": expected a port number between 1 and 65535',
    );
  });

  it('starts the embedded database, serves, lets the CLI share it, and shuts down cleanly', async () => {
    const server = run(['src/server/main.ts'], env);
    await waitForReady(Number(env.PORT), server.child);
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
    const again = run(['src/server/main.ts'], env);
    await waitForReady(Number(env.PORT), again.child);
    expect(again.output()).not.toContain('npm run admin:create');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
