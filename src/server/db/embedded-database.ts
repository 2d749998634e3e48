import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';
import { choosePostgresLauncher } from './postgres-launcher.ts';
import { ensureOwner, initialiseCluster, startServer } from './postgres-server.ts';
import {
  isPostmasterOf,
  postmasterPidFile,
  readPostmasterPid,
  stopPostmaster,
} from './postmaster-pid.ts';
import { holdShopLock, isShopLockHeld } from './shop-lock.ts';

// The embedded default of docs/product.md §11: real PostgreSQL binaries from npm, data under
// DATA_DIR/postgres, started and stopped by the shop itself (decisions 001, 024 and 027). The
// password is generated on first initialisation and kept beside the data (mode 0600); there is
// no default password. The server listens on 127.0.0.1 and on a Unix socket in its own data
// folder, which only the shop's user (and root) may enter; the shop's own connections use the
// socket, which costs each query less than loopback TCP (decision 097), and tools that find a
// running shop's database use TCP. A server that a killed shop left behind is taken over at the
// next start; a live shop is never.

const DATABASE_NAME = 'shop';
const USER = 'postgres';
const ASK_PREVIOUS_SERVER_MS = 10_000;
/** The longest path of a Unix socket Linux takes (sun_path is 108 bytes, with its NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

export type EmbeddedDatabase = {
  /** The shop's URL: over the Unix socket where there is one, otherwise TCP. */
  url: string;
  /** The same database over TCP to 127.0.0.1 (the benchmarks compare both, decision 097). */
  tcpUrl: string;
  stop: () => Promise<void>;
};

type Credentials = { user: string; password: string };

export function embeddedPaths(dataDir: string) {
  return {
    clusterDir: path.join(dataDir, 'postgres'),
    credentialsFile: path.join(dataDir, 'postgres-credentials.json'),
  };
}

/**
 * The folder of the server's Unix socket: its cluster folder (mode 700, the server's), or null
 * when the socket's path would be too long for Linux or would need quoting in PostgreSQL's list
 * of socket folders; the shop then connects over TCP alone.
 */
export function socketDirOf(clusterDir: string, port: number): string | null {
  const dir = path.resolve(clusterDir);
  const socket = path.join(dir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH_BYTES) return null;
  return /^[^\s,"'\\]+$/.test(dir) ? dir : null;
}

/** A URL over TCP to 127.0.0.1, or over the Unix socket in `socketDir` (libpq's form). */
function connectionUrl(
  credentials: Credentials,
  port: number,
  database: string,
  socketDir: string | null = null,
): string {
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  const host = socketDir === null ? '127.0.0.1' : encodeURIComponent(socketDir);
  return `postgres://${user}:${password}@${host}:${port}/${database}`;
}

async function readCredentials(file: string): Promise<Credentials | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Credentials;
  } catch {
    return null;
  }
}

/** Another live shop process runs this cluster: starting a second one on it is refused. */
export class EmbeddedDatabaseInUseError extends Error {}

/**
 * If this data folder's PostgreSQL is running (the shop is running), returns its URL, so a CLI
 * can use it instead of starting a second server on the same files. Over TCP: a tool may run as
 * another user than the shop, and the socket's folder is the server's alone.
 */
export async function findRunningEmbeddedDatabase(dataDir: string): Promise<string | null> {
  const { clusterDir, credentialsFile } = embeddedPaths(dataDir);
  const running = await readPostmasterPid(clusterDir);
  if (!running || !(await isPostmasterOf(running.pid, clusterDir))) return null;
  const credentials = await readCredentials(credentialsFile);
  if (!credentials) return null;
  return connectionUrl(credentials, running.port, DATABASE_NAME);
}

/**
 * Clears the way for this start: a server that a killed shop left running is stopped (a server
 * a live shop uses is refused), and a lock file naming a process that is not this cluster's
 * server (its number reused after a reboot) is removed. A lock file of a dead process is left to
 * PostgreSQL, which checks it together with its shared memory.
 */
async function clearPreviousServer(options: {
  clusterDir: string;
  credentials: Credentials;
  log: (message: string) => void;
}): Promise<void> {
  const { clusterDir } = options;
  const previous = await readPostmasterPid(clusterDir);
  if (!previous) return;
  if (!(await isPostmasterOf(previous.pid, clusterDir))) {
    try {
      process.kill(previous.pid, 0);
    } catch {
      return; // dead: PostgreSQL handles its own stale lock file
    }
    options.log(`removing a stale postmaster.pid (process ${previous.pid} is not PostgreSQL)`);
    await fs.rm(postmasterPidFile(clusterDir), { force: true });
    // The socket's lock file names the same process, and PostgreSQL refuses a live one there too.
    for (const file of await fs.readdir(clusterDir)) {
      if (/^\.s\.PGSQL\.\d+\.lock$/.test(file)) {
        await fs.rm(path.join(clusterDir, file), { force: true });
      }
    }
    return;
  }
  const adminUrl = connectionUrl(options.credentials, previous.port, 'postgres');
  const deadline = Date.now() + ASK_PREVIOUS_SERVER_MS;
  let held = await isShopLockHeld(adminUrl);
  while (
    held === null &&
    Date.now() < deadline &&
    (await isPostmasterOf(previous.pid, clusterDir))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    held = await isShopLockHeld(adminUrl);
  }
  if (held) {
    throw new EmbeddedDatabaseInUseError(
      `The embedded database in ${clusterDir} is in use by another shop process. ` +
        'Stop the other shop process first, or set DATABASE_URL to use a separate server.',
    );
  }
  options.log(`stopping the PostgreSQL (process ${previous.pid}) a previous run left running`);
  await stopPostmaster(previous.pid);
}

export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  /** What the shop decides about its database (who runs it, a server taken over). */
  log?: (message: string) => void;
  /** PostgreSQL's own output, line by line. */
  serverLog?: (line: string) => void;
  /** Default: the binaries installed for this platform. */
  binaries?: PostgresBinaries;
  /** Tests take user namespaces away to see the last resort of a root start. */
  userNamespaces?: boolean;
  /** PostgreSQL's page cache in MB; default: a quarter of the memory, 128 MB to 1 GB. */
  sharedBuffersMb?: number;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const { clusterDir, credentialsFile } = embeddedPaths(options.dataDir);

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
  await clearPreviousServer({ clusterDir, credentials, log });
  // A cluster made by another way of starting (another user, a moved checkout) is taken over.
  await ensureOwner(clusterDir, launcher.owner);

  const adminUrl = connectionUrl(credentials, options.port, 'postgres');
  const socketDir = socketDirOf(clusterDir, options.port);
  if (socketDir === null) {
    log(`PostgreSQL is reached over TCP only: its socket cannot live in ${clusterDir}`);
  }
  const server = await startServer({
    launcher,
    postgres: binaries.postgres,
    clusterDir,
    port: options.port,
    socketDir,
    adminUrl,
    log: options.serverLog ?? (() => undefined),
    sharedBuffersMb: options.sharedBuffersMb,
  });
  try {
    await ensureDatabaseExists(adminUrl, DATABASE_NAME);
    const lock = await holdShopLock(adminUrl);
    return {
      url: connectionUrl(credentials, options.port, DATABASE_NAME, socketDir),
      tcpUrl: connectionUrl(credentials, options.port, DATABASE_NAME),
      stop: async () => {
        await lock.release();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
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
