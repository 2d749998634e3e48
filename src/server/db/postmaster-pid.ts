import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

// PostgreSQL's lock file, DATA_DIR/postgres/postmaster.pid: the server's pid on line 1 and its
// port on line 4. After a crash it may name a server still running without its shop, or, after
// a reboot, a process that has nothing to do with PostgreSQL; both must not stop the next start
// (decision 027).

export type PostmasterPid = { pid: number; port: number };

export function postmasterPidFile(clusterDir: string): string {
  return path.join(clusterDir, 'postmaster.pid');
}

export async function readPostmasterPid(clusterDir: string): Promise<PostmasterPid | null> {
  let text: string;
  try {
    text = await fs.readFile(postmasterPidFile(clusterDir), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 ? { pid, port: Number.isInteger(port) ? port : 0 } : null;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function realPath(file: string): Promise<string | null> {
  return fs.realpath(file).catch(() => null);
}

/**
 * Whether `pid` is the running server of this cluster, not a process that got its number after
 * a reboot: PostgreSQL works in its data folder, so on Linux the process's working directory is
 * the cluster; elsewhere its command line names the cluster after `-D`.
 */
export async function isPostmasterOf(pid: number, clusterDir: string): Promise<boolean> {
  if (!isProcessAlive(pid)) return false;
  const cluster = await realPath(clusterDir);
  if (cluster === null) return false;
  const workingDir = await fs.readlink(`/proc/${pid}/cwd`).catch(() => null);
  if (workingDir !== null) return workingDir === cluster;
  const command = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  const argument = / -D (\S+)/.exec(command.stdout ?? '')?.[1];
  return argument !== undefined && (await realPath(argument)) === cluster;
}

/** Asks a server to shut down fast (SIGINT) and waits; after `timeoutMs` it is killed. */
export async function stopPostmaster(pid: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
