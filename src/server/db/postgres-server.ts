import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { PostgresLauncher } from './postgres-launcher.ts';
import { sharedBuffersMb } from './postgres-memory.ts';

// Running PostgreSQL's programs for the embedded database (decisions 024 and 027): `initdb`
// once, then the server under a small guardian that stops it when the shop is gone.

const START_TIMEOUT_MS = 60_000;

/**
 * The guardian, a POSIX shell: it starts the server, and when its standard input (a pipe from
 * the shop) reaches its end, because the shop stopped it or because the shop died, even by
 * kill -9, it asks the server to shut down fast (SIGINT) and waits for it. It ends when the
 * server ends. It ignores the signals a terminal or a supervisor sends the whole group, so the
 * shop decides when its database stops.
 */
const GUARDIAN = [
  'trap "" INT TERM HUP',
  'exec 3<&0',
  '"$@" </dev/null 3<&- &',
  'server=$!',
  '(while read -r _ <&3; do :; done; kill -INT "$server" 2>/dev/null) &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$server"',
  'status=$?',
  'kill -KILL "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

/** Runs a PostgreSQL program to its end; rejects with the end of its output when it fails. */
function runToEnd(launcher: PostgresLauncher, binary: string, args: string[]): Promise<void> {
  const plan = launcher.command(binary, args);
  return new Promise((resolve, reject) => {
    const child = spawn(plan.file, plan.args, {
      uid: plan.uid,
      gid: plan.gid,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(binary)} failed (exit ${code}): ${output.trim()}`)),
    );
  });
}

/** Makes `dir` and everything in it owned by `owner`, unless it already is. */
export async function ensureOwner(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  const stat = await fs.stat(dir);
  if (stat.uid === owner.uid && stat.gid === owner.gid) return;
  const entries = await fs.readdir(dir, { recursive: true });
  await fs.lchown(dir, owner.uid, owner.gid);
  for (const entry of entries) await fs.lchown(path.join(dir, entry), owner.uid, owner.gid);
}

/**
 * Creates the cluster with `initdb` in a folder of its own and renames it into place only when
 * complete, so a shop killed during its first start leaves no half-made cluster behind.
 */
export async function initialiseCluster(options: {
  launcher: PostgresLauncher;
  initdb: string;
  dataDir: string;
  clusterDir: string;
  credentials: { user: string; password: string };
}): Promise<void> {
  const { launcher, clusterDir } = options;
  const building = `${clusterDir}.initialising`;
  await fs.rm(building, { recursive: true, force: true });
  await fs.mkdir(building, { mode: 0o700 });
  await fs.chown(building, launcher.owner.uid, launcher.owner.gid);
  const passwordFile = path.join(options.dataDir, `.initdb-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${options.credentials.password}\n`, { mode: 0o600 });
  await fs.chown(passwordFile, launcher.owner.uid, launcher.owner.gid);
  try {
    await runToEnd(launcher, options.initdb, [
      `--pgdata=${building}`,
      '--auth=scram-sha-256',
      `--username=${options.credentials.user}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ]);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
  await fs.rm(clusterDir, { recursive: true, force: true });
  await fs.rename(building, clusterDir);
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts the server under its guardian and waits until it accepts connections. */
export async function startServer(options: {
  launcher: PostgresLauncher;
  postgres: string;
  clusterDir: string;
  port: number;
  /** The folder of its Unix socket; null: TCP only. */
  socketDir: string | null;
  adminUrl: string;
  log: (message: string) => void;
  /** PostgreSQL's page cache; default: sharedBuffersMb() of this machine (decision 071). */
  sharedBuffersMb?: number;
}): Promise<{ stop: () => Promise<void> }> {
  const plan = options.launcher.command('/bin/sh', [
    '-c',
    GUARDIAN,
    'postgres-guardian',
    options.postgres,
    '-D',
    options.clusterDir,
    '-p',
    String(options.port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${options.socketDir ?? ''}`,
    '-c',
    `shared_buffers=${options.sharedBuffersMb ?? sharedBuffersMb()}MB`,
  ]);
  const child: ChildProcess = spawn(plan.file, plan.args, {
    uid: plan.uid,
    gid: plan.gid,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in a terminal reaches only the shop, which stops its
    // database last, after the requests and the pool.
    detached: true,
  });
  // Its output is always read: a full pipe would block the server.
  let recent = '';
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    recent = (recent + text).slice(-4000);
    for (const line of text.split('\n')) if (line.trim()) options.log(line.trim());
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    child.stdin?.end();
    if (isRunning()) await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await canConnect(options.adminUrl))) {
    if (!isRunning()) {
      throw new Error(
        `The embedded PostgreSQL stopped during start-up on port ${options.port} ` +
          `(is the port taken? set EMBEDDED_DB_PORT): ${recent.trim()}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The embedded PostgreSQL did not accept connections within 60 s: ${recent}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop };
}
