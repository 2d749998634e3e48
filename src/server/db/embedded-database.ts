import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';
import { choosePostgresLauncher, type PostgresLauncher } from './postgres-launcher.ts';

// The embedded default of DESIGN.md §2: real PostgreSQL binaries from npm, data under
// DATA_DIR/postgres, started and stopped by the shop itself (decisions 001 and 024). The
// password is generated on first initialisation and kept beside the data (mode 0600); there is
// no default password. The server listens on 127.0.0.1 only, without a Unix socket.

const DATABASE_NAME = 'shop';
const USER = 'postgres';
const START_TIMEOUT_MS = 60_000;

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Credentials = { user: string; password: string };

export function embeddedPaths(dataDir: string) {
  return {
    clusterDir: path.join(dataDir, 'postgres'),
    credentialsFile: path.join(dataDir, 'postgres-credentials.json'),
  };
}

function connectionUrl(credentials: Credentials, port: number, database: string): string {
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  return `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
}

async function readCredentials(file: string): Promise<Credentials | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Credentials;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * If a live PostgreSQL already serves this data directory (the shop is running), returns its URL,
 * so a CLI can use it instead of starting a second server on the same files.
 * postmaster.pid holds the pid on line 1 and the port on line 4.
 */
export async function findRunningEmbeddedDatabase(dataDir: string): Promise<string | null> {
  const { clusterDir, credentialsFile } = embeddedPaths(dataDir);
  let pidFile: string;
  try {
    pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = pidFile.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isProcessAlive(pid)) return null;
  const credentials = await readCredentials(credentialsFile);
  if (!credentials) return null;
  return connectionUrl(credentials, port, DATABASE_NAME);
}

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
async function ensureOwner(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  const stat = await fs.stat(dir);
  if (stat.uid === owner.uid && stat.gid === owner.gid) return;
  const entries = await fs.readdir(dir, { recursive: true });
  await fs.lchown(dir, owner.uid, owner.gid);
  for (const entry of entries) await fs.lchown(path.join(dir, entry), owner.uid, owner.gid);
}

async function initialiseCluster(options: {
  launcher: PostgresLauncher;
  initdb: string;
  dataDir: string;
  clusterDir: string;
  credentials: Credentials;
}): Promise<void> {
  const { launcher, clusterDir } = options;
  await fs.rm(clusterDir, { recursive: true, force: true });
  await fs.mkdir(clusterDir, { mode: 0o700 });
  await fs.chown(clusterDir, launcher.owner.uid, launcher.owner.gid);
  const passwordFile = path.join(options.dataDir, `.initdb-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${options.credentials.password}\n`, { mode: 0o600 });
  await fs.chown(passwordFile, launcher.owner.uid, launcher.owner.gid);
  try {
    await runToEnd(launcher, options.initdb, [
      `--pgdata=${clusterDir}`,
      '--auth=scram-sha-256',
      `--username=${options.credentials.user}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ]);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
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

/** Starts the server and waits until it accepts connections; stops it again if it never does. */
async function startServer(options: {
  launcher: PostgresLauncher;
  postgres: string;
  clusterDir: string;
  port: number;
  adminUrl: string;
  log: (message: string) => void;
}): Promise<{ stop: () => Promise<void> }> {
  const plan = options.launcher.command(options.postgres, [
    '-D',
    options.clusterDir,
    '-p',
    String(options.port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ]);
  const child: ChildProcess = spawn(plan.file, plan.args, {
    uid: plan.uid,
    gid: plan.gid,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  // A shop process that ends without stopping its database (an uncaught error) still asks it
  // to shut down fast.
  const stopOnExit = () => {
    if (isRunning()) child.kill('SIGINT');
  };
  process.once('exit', stopOnExit);

  const stop = async () => {
    process.off('exit', stopOnExit);
    if (!isRunning()) return;
    child.kill('SIGINT');
    await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await canConnect(options.adminUrl))) {
    if (!isRunning()) {
      process.off('exit', stopOnExit);
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

export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /** Default: the binaries installed for this platform. */
  binaries?: PostgresBinaries;
  /** Tests take user namespaces away to see the last resort of a root start. */
  userNamespaces?: boolean;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const { clusterDir, credentialsFile } = embeddedPaths(options.dataDir);

  const running = await findRunningEmbeddedDatabase(options.dataDir);
  if (running) {
    throw new Error(
      `The embedded database in ${clusterDir} is already in use by another process. ` +
        'Stop the other shop process first, or set DATABASE_URL to use a separate server.',
    );
  }

  await fs.mkdir(options.dataDir, { recursive: true });
  const binaries = options.binaries ?? (await findPostgresBinaries());
  const launcher = await choosePostgresLauncher({
    postgresBinary: binaries.postgres,
    dataDir: options.dataDir,
    userNamespaces: options.userNamespaces,
  });
  log(`PostgreSQL runs ${launcher.description}`);

  const isInitialised = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  let credentials = await readCredentials(credentialsFile);
  if (!isInitialised || !credentials) {
    credentials = { user: USER, password: randomBytes(24).toString('base64url') };
    await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    log(`Initialising the embedded PostgreSQL in ${clusterDir}`);
    await initialiseCluster({
      launcher,
      initdb: binaries.initdb,
      dataDir: options.dataDir,
      clusterDir,
      credentials,
    });
  }
  // A cluster made by another way of starting (another user, a moved checkout) is taken over.
  await ensureOwner(clusterDir, launcher.owner);

  const server = await startServer({
    launcher,
    postgres: binaries.postgres,
    clusterDir,
    port: options.port,
    adminUrl: connectionUrl(credentials, options.port, 'postgres'),
    log,
  });
  try {
    await ensureDatabaseExists(connectionUrl(credentials, options.port, 'postgres'), DATABASE_NAME);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: connectionUrl(credentials, options.port, DATABASE_NAME), stop: server.stop };
}

async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
