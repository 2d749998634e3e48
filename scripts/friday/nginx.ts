import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Debian's nginx with the repository's own site configuration (deploy/nginx), in a folder of its
// own: the rehearsal and its CI test run what is deployed, only with their ports and paths.

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_BINARY = process.env.NGINX ?? '/usr/sbin/nginx';
const SITE_TEMPLATE = path.join(root, 'deploy/nginx/kinderkiste.conf');

/** One shop process behind nginx; `down`: taken out while it is replaced. */
export type Slot = { port: number; down: boolean };

/** The upstream file's `server` lines, as deploy/nginx/kinderkiste-upstreams.conf spells them. */
export function upstreamLines(slots: readonly Slot[]): string {
  const lines = slots.map(
    (slot) =>
      `server 127.0.0.1:${slot.port} max_fails=3 fail_timeout=5s${slot.down ? ' down' : ''};`,
  );
  return `${lines.join('\n')}\n`;
}

/** The site configuration with the lines marked `# friday:…` pointed at this run's port and file. */
export function siteConfig(template: string, options: { port: number; upstreamsFile: string }) {
  const replaced = template
    .replace(/^(\s*)include .*# friday:upstreams$/m, `$1include ${options.upstreamsFile};`)
    .replace(/^(\s*)listen .*# friday:listen$/m, `$1listen 127.0.0.1:${options.port};`);
  if (replaced.includes('# friday:')) throw new Error('a friday: line was not replaced');
  if (replaced === template) throw new Error('the site template has no friday: lines');
  return replaced;
}

/** What Debian's /etc/nginx/nginx.conf provides around a site, in a private folder. */
export function mainConfig(dir: string, siteFile: string, user: string | null): string {
  return [
    ...(user ? [`user ${user};`] : []),
    'worker_processes 2;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    // An old worker that still has a request in flight after a reload finishes it, but not forever.
    'worker_shutdown_timeout 30s;',
    'worker_rlimit_nofile 16384;',
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

export type Nginx = {
  port: number;
  /** Rewrites the upstream file and reloads; resolves once only workers of the new set run. */
  setSlots: (slots: readonly Slot[]) => Promise<void>;
  stop: () => Promise<void>;
  errorLog: () => Promise<string>;
};

const run = promisify(execFile);

/** The master's workers: pid and whether it is an old one finishing its requests. */
async function workers(masterPid: number): Promise<{ pid: number; old: boolean }[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(masterPid)]).catch(
    () => ({ stdout: '' }),
  );
  return stdout
    .split('\n')
    .filter((line) => line.includes('worker process'))
    .map((line) => ({ pid: Number(line.trim().split(/\s+/)[0]), old: line.includes('shutting') }));
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Rewrites what `change` writes and reloads the nginx whose master is `masterPid` (SIGHUP, what
 * `nginx -s reload` sends). Resolves when new workers run and every old one has finished its
 * requests and closed its kept-alive connections to the processes: only then is a process that
 * was taken out of the upstream really out.
 */
export async function reloadNginx(masterPid: number, change: () => Promise<void>): Promise<void> {
  const before = new Set((await workers(masterPid)).map((worker) => worker.pid));
  await change();
  process.kill(masterPid, 'SIGHUP');
  await waitUntil(async () => {
    const now = await workers(masterPid);
    return now.some((w) => !before.has(w.pid)) && now.every((w) => !before.has(w.pid));
  }, 'nginx to reload');
}

/** Starts nginx in the foreground (its master is our child) on `port` in front of `slots`. */
export async function startNginx(options: { port: number; slots: readonly Slot[] }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'friday-nginx-'));
  const upstreamsFile = path.join(dir, 'kinderkiste-upstreams.conf');
  const siteFile = path.join(dir, 'kinderkiste.conf');
  const confFile = path.join(dir, 'nginx.conf');
  await fs.writeFile(upstreamsFile, upstreamLines(options.slots));
  const template = await fs.readFile(SITE_TEMPLATE, 'utf8');
  await fs.writeFile(siteFile, siteConfig(template, { port: options.port, upstreamsFile }));
  // As root, nginx's workers would run as nobody and could not read a private temp folder.
  const user = process.getuid?.() === 0 ? os.userInfo().username : null;
  await fs.writeFile(confFile, mainConfig(dir, siteFile, user));

  const master: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  master.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => master.on('exit', () => resolve()));
  const orphaned = () => master.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const masterPid = master.pid;
  if (!masterPid) throw new Error(`nginx did not start: ${stderr}`);
  await waitUntil(async () => {
    if (master.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return (await workers(masterPid)).length > 0;
  }, 'nginx to start');

  const nginx: Nginx = {
    port: options.port,
    setSlots: (slots) =>
      reloadNginx(masterPid, () => fs.writeFile(upstreamsFile, upstreamLines(slots))),
    async stop() {
      if (master.exitCode !== null) return;
      master.kill('SIGQUIT');
      const timer = setTimeout(() => master.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      await fs.rm(dir, { recursive: true, force: true });
    },
    errorLog: () => fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
  };
  return nginx;
}
