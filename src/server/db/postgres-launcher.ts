import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';

// PostgreSQL refuses to run as root. As root, the shop starts it in one of two ways (decision
// 024), preferring the first:
// 1. as the system user `postgres` (created if missing), when that user can reach the binaries
//    and the data folder;
// 2. in a user namespace, as an unprivileged user inside that is root outside, when the first
//    cannot reach them (a checkout in a home folder with mode 700): the server then reads its
//    files with root's owner rights but without any capability.
// Otherwise it stops with one sentence that says what to do.

export type PostgresLauncher = {
  /** How PostgreSQL runs here, for the log. */
  description: string;
  /** Who must own the cluster's files. */
  owner: { uid: number; gid: number };
  /** What to spawn to run `binary args`, and as whom. */
  command(binary: string, args: string[]): SpawnPlan;
};

type SpawnPlan = { file: string; args: string[]; uid?: number; gid?: number };

export class PostgresLaunchError extends Error {}

/** The id PostgreSQL has inside the user namespace: `nobody`, which every system knows. */
const NAMESPACE_ID = 65534;

function currentUser(): PostgresLauncher {
  return {
    description: 'as the current user',
    owner: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    command: (binary, args) => ({ file: binary, args }),
  };
}

function idOf(flag: '-u' | '-g', name: string): number | null {
  const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
  const id = Number(result.stdout.trim());
  return result.status === 0 && Number.isInteger(id) ? id : null;
}

/** The `postgres` system user, created when missing; null when it cannot be created. */
function postgresUser(): { uid: number; gid: number } | null {
  if (idOf('-u', 'postgres') === null) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  }
  const uid = idOf('-u', 'postgres');
  const gid = idOf('-g', 'postgres');
  return uid === null || gid === null ? null : { uid, gid };
}

function asPostgresUser(ids: { uid: number; gid: number }): PostgresLauncher {
  return {
    description: "as the system user 'postgres'",
    owner: ids,
    command: (binary, args) => ({ file: binary, args, ...ids }),
  };
}

function inUserNamespace(): PostgresLauncher {
  const namespaceArgs = [
    '--user',
    `--map-user=${NAMESPACE_ID}`,
    `--map-group=${NAMESPACE_ID}`,
    '--',
  ];
  return {
    description: 'in a user namespace (root outside, unprivileged inside)',
    owner: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
    command: (binary, args) => ({ file: 'unshare', args: [...namespaceArgs, binary, ...args] }),
  };
}

/** True when `plan` can run `postgres --version` and search `dataDir`. */
function canReach(launcher: PostgresLauncher, postgresBinary: string, dataDir: string): boolean {
  const run = (plan: SpawnPlan) =>
    spawnSync(plan.file, plan.args, { uid: plan.uid, gid: plan.gid, stdio: 'ignore' }).status === 0;
  return (
    run(launcher.command(postgresBinary, ['--version'])) &&
    run(launcher.command('test', ['-x', dataDir]))
  );
}

export async function choosePostgresLauncher(options: {
  postgresBinary: string;
  dataDir: string;
  /** Tests take the user namespace away to see the last resort. */
  userNamespaces?: boolean;
}): Promise<PostgresLauncher> {
  if (process.getuid?.() !== 0) return currentUser();

  // The data folder must be searchable by the postgres user; its contents stay private.
  const { mode } = await fs.stat(options.dataDir);
  await fs.chmod(options.dataDir, mode | 0o011);
  const ids = postgresUser();
  if (ids) {
    const launcher = asPostgresUser(ids);
    if (canReach(launcher, options.postgresBinary, options.dataDir)) return launcher;
  }
  if (options.userNamespaces !== false) {
    const launcher = inUserNamespace();
    if (canReach(launcher, options.postgresBinary, options.dataDir)) return launcher;
  }
  throw new PostgresLaunchError(
    `PostgreSQL does not run as root, and neither the user 'postgres' nor a user namespace can ` +
      `reach ${options.dataDir} and the PostgreSQL programs: run the shop as a normal user, move ` +
      'it to a folder other users may enter, or set DATABASE_URL to a PostgreSQL server.',
  );
}
