import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findRunningEmbeddedDatabase,
  socketDirOf,
  startEmbeddedDatabase,
} from './embedded-database.ts';
import { findPostgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';
import { PostgresLaunchError } from './postgres-launcher.ts';
import { freePort } from '../test/processes.ts';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** 'socket' when the connection came over the Unix socket, else the client's TCP address. */
async function connectedBy(url: string): Promise<string> {
  const [row] = (await query(url, 'select inet_client_addr()::text as address')) as {
    address: string | null;
  }[];
  return row!.address ?? 'socket';
}

describe('the socket of the embedded PostgreSQL', () => {
  it('lives in the cluster folder, given as an absolute path', () => {
    expect(socketDirOf('/srv/shop/data/postgres', 54329)).toBe('/srv/shop/data/postgres');
    expect(socketDirOf('data/postgres', 54329)).toBe(path.resolve('data/postgres'));
  });

  it('is left out where Linux cannot hold its path or PostgreSQL would need it quoted', () => {
    // 107 bytes is the longest socket path: the folder, '/.s.PGSQL.' and the port.
    const fits = `/${'a'.repeat(107 - '/.s.PGSQL.54329'.length - 1)}`;
    expect(socketDirOf(fits, 54329)).toBe(fits);
    expect(socketDirOf(`${fits}b`, 54329)).toBeNull();
    expect(socketDirOf('/srv/Ümläut-ß/postgres', 54329)).toBe('/srv/Ümläut-ß/postgres');
    expect(socketDirOf(`/${'ü'.repeat(45)}/postgres`, 54329)).toBeNull();
    for (const dir of ['/srv/my shop/postgres', '/srv/a,b/postgres', '/srv/"q"/postgres']) {
      expect(socketDirOf(dir, 54329)).toBeNull();
    }
  });
});

// PostgreSQL refuses root; how the shop starts it as root is decision 024. The checkout (the
// PostgreSQL programs in node_modules and the data folder) sits in a folder of root's: first one
// other users may enter, then one with mode 700, as a home folder often is.
describe.runIf(process.getuid?.() === 0)('the embedded PostgreSQL started by root', () => {
  let privateDir: string;
  let binaries: PostgresBinaries;
  let dataDir: string;
  beforeAll(async () => {
    privateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-root-'));
    const installed = await findPostgresBinaries();
    const nativeDir = path.dirname(path.dirname(installed.postgres));
    execFileSync('cp', ['-a', nativeDir, path.join(privateDir, 'postgresql')]);
    binaries = {
      initdb: path.join(privateDir, 'postgresql/bin/initdb'),
      postgres: path.join(privateDir, 'postgresql/bin/postgres'),
    };
    dataDir = path.join(privateDir, 'data');
  });
  afterAll(() => fs.rm(privateDir, { recursive: true, force: true }));

  it('runs as the postgres user where that user can reach the checkout', async () => {
    await fs.chmod(privateDir, 0o755);
    const messages: string[] = [];
    const database = await startEmbeddedDatabase({
      dataDir,
      port: await freePort(),
      binaries,
      log: (message) => messages.push(message),
    });
    try {
      expect(messages).toContain("PostgreSQL runs as the system user 'postgres'");
      await query(database.url, "create table kept (note text); insert into kept values ('Ü')");
      // The shop's own connections come over the socket in the server's folder, which root may
      // enter; a tool that finds the running database comes over TCP.
      expect(await connectedBy(database.url)).toBe('socket');
      expect(await connectedBy((await findRunningEmbeddedDatabase(dataDir))!)).toBe('127.0.0.1/32');
    } finally {
      await database.stop();
    }
  });

  it('takes the same cluster over in a user namespace once the folder has mode 700', async () => {
    await fs.chmod(privateDir, 0o700);
    const messages: string[] = [];
    const database = await startEmbeddedDatabase({
      dataDir,
      port: await freePort(),
      binaries,
      log: (message) => messages.push(message),
    });
    try {
      expect(messages).toContain(
        'PostgreSQL runs in a user namespace (root outside, unprivileged inside)',
      );
      expect(await query(database.url, 'select note from kept')).toEqual([{ note: 'Ü' }]);
      expect(await connectedBy(database.url)).toBe('socket');
      expect((await fs.stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).uid).toBe(0);
    } finally {
      await database.stop();
    }
  });

  it('says in one sentence what to do when neither way can reach it', async () => {
    await fs.chmod(privateDir, 0o700);
    const start = startEmbeddedDatabase({
      dataDir,
      port: await freePort(),
      binaries,
      userNamespaces: false,
    });
    await expect(start).rejects.toThrow(PostgresLaunchError);
    await expect(start).rejects.toThrow(
      /PostgreSQL does not run as root, and neither the user 'postgres' nor a user namespace can reach .+: run the shop as a normal user, move it to a folder other users may enter, or set DATABASE_URL/,
    );
  });
});
