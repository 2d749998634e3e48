// npm run deploy:rolling -- /srv/kinderkiste/releases/<new>: replaces the shop's processes one
// after another with a new release, behind Debian's nginx, without a failed request
// (decision 064, docs/deployment.md "Rolling deploy"). For the layout of deploy/: systemd units
// kinderkiste@<port> whose WorkingDirectory is the link /srv/kinderkiste/current, nginx with
// deploy/nginx/kinderkiste.conf. Run as root (systemctl, nginx's master).
//
// DEPLOY_PORTS (3001,3002,3003)                 the processes, one systemd unit each
// DEPLOY_UNIT (kinderkiste@{port})              the unit's name
// DEPLOY_CURRENT (/srv/kinderkiste/current)     the link the units run from
// DEPLOY_UPSTREAMS (/etc/nginx/kinderkiste-upstreams.conf)
// NGINX_PID (/run/nginx.pid)
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { reloadNginx, upstreamLines } from './friday/nginx.ts';
import { rollingDeploy } from './friday/rolling-deploy.ts';

const run = promisify(execFile);
const env = process.env;
const ports = (env.DEPLOY_PORTS ?? '3001,3002,3003').split(',').map(Number);
const unitOf = (port: number) =>
  (env.DEPLOY_UNIT ?? 'kinderkiste@{port}').replace('{port}', String(port));
const current = env.DEPLOY_CURRENT ?? '/srv/kinderkiste/current';
const upstreams = env.DEPLOY_UPSTREAMS ?? '/etc/nginx/kinderkiste-upstreams.conf';
const nginxPid = env.NGINX_PID ?? '/run/nginx.pid';

async function waitForReadyz(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `the new process on ${port} did not answer /readyz within ${timeoutMs / 1000} s; it stays ` +
      `out of nginx, the others keep serving. See journalctl -u ${unitOf(port)}`,
  );
}

async function main() {
  const release = process.argv[2];
  if (!release) throw new Error('usage: npm run deploy:rolling -- <release folder>');
  const target = path.resolve(release);
  await fs.access(path.join(target, 'dist/server/main.js'));
  const masterPid = Number((await fs.readFile(nginxPid, 'utf8')).trim());

  // The running processes keep the release they started from; the link only decides what each
  // one starts next. The old release's folder must stay until the last process is replaced.
  const link = `${current}.next`;
  await fs.rm(link, { force: true });
  await fs.symlink(target, link);
  await fs.rename(link, current);
  process.stdout.write(`${current} → ${target}\n`);

  await rollingDeploy(
    ports,
    {
      setSlots: (slots) =>
        reloadNginx(masterPid, async () => {
          const next = `${upstreams}.next`;
          await fs.writeFile(next, upstreamLines(slots));
          await fs.rename(next, upstreams);
          // A configuration nginx would refuse is never signalled: nginx -t first.
          await run('nginx', ['-t', '-q']);
        }),
      stop: async (port) => {
        // systemd sends SIGTERM and waits (TimeoutStopSec) until the shop has finished.
        await run('systemctl', ['stop', unitOf(port)]);
        const { stdout } = await run('systemctl', [
          'show',
          '-p',
          'ExecMainStatus',
          '--value',
          unitOf(port),
        ]);
        return Number(stdout.trim());
      },
      startReady: async (port) => {
        await run('systemctl', ['start', unitOf(port)]);
        await waitForReadyz(port);
      },
    },
    (line) => process.stdout.write(`${line}\n`),
  );
  process.stdout.write('every process runs the new release\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
