import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runProject, runShop, stopProcess, waitForReady } from '../test/processes.ts';

// npm run backup and npm run restore as an owner runs them: a backup of the running shop with its
// embedded database, restored into a new, empty data folder, where the shop then starts.

describe('npm run backup / npm run restore', () => {
  let folder: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-cli-backup-'));
    env = {
      PORT: String(await freePort()),
      EMBEDDED_DB_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    };
  });
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));

  it('backs up the running shop and restores it into an empty data folder', async () => {
    const before = { ...env, DATA_DIR: path.join(folder, 'before') };
    const after = { ...env, DATA_DIR: path.join(folder, 'after') };
    const shop = runShop(before);
    await waitForReady(Number(env.PORT), shop);
    const admin = runProject(
      [
        'src/server/cli/admin-create.ts',
        '--email',
        'inhaberin@example.de',
        '--password',
        'ein langes passwort',
      ],
      before,
    );
    expect(await admin.exited).toBe(0);
    const picture = Buffer.from('RIFF....WEBPVP8 ein Bild');
    await fs.writeFile(path.join(folder, 'before', 'images', 'a1b2c3.webp'), picture);

    const backup = runProject(['src/server/cli/backup.ts'], before);
    expect(await backup.exited, backup.output()).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.output())?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(folder, 'before', 'backups'));
    expect(backup.output()).toContain('1 picture files');

    const whileRunning = runProject(['src/server/cli/restore.ts', file], before);
    expect(await whileRunning.exited).toBe(1);
    expect(whileRunning.output()).toContain('The shop is running on');
    expect(await stopProcess(shop)).toBe(0);

    const restore = runProject(['src/server/cli/restore.ts', file], after);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(restore.output()).toContain('(each checked against the backup), 1 picture files.');
    expect(await fs.readFile(path.join(folder, 'after', 'images', 'a1b2c3.webp'))).toEqual(picture);

    const again = runProject(['src/server/cli/restore.ts', file], after);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain("The database already holds the shop's tables");

    const restored = runShop(after);
    await waitForReady(Number(env.PORT), restored);
    const signIn = await fetch(`http://127.0.0.1:${env.PORT}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'inhaberin@example.de', password: 'ein langes passwort' }),
    });
    expect(signIn.status).toBe(200);
    expect(await stopProcess(restored)).toBe(0);
  }, 120_000);

  it('says how to call it when the file is missing', async () => {
    const restore = runProject(['src/server/cli/restore.ts'], { ...env, DATA_DIR: folder });
    expect(await restore.exited).toBe(1);
    expect(restore.output()).toContain('Usage: npm run restore -- backup.tar.gz [--force]');
  });
});
