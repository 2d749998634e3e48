import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_SERVER } from './server-bundle.ts';

// Real processes for the tests that run the shop as `npm start` would: the server, its
// command-line tools, several servers on one database.

const root = path.resolve(import.meta.dirname, '../../..');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export type ProjectProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

/** Runs one of the project's command-line tools (`src/server/cli/…`) from its sources with tsx. */
export function runProject(args: string[], env: NodeJS.ProcessEnv): ProjectProcess {
  return runNode(['--import', 'tsx', ...args], env);
}

/** Starts the shop as `npm start` runs it: the bundled server, here the tests' bundle. */
export function runShop(env: NodeJS.ProcessEnv): ProjectProcess {
  return runNode([TEST_SERVER], env);
}

function runNode(args: string[], env: NodeJS.ProcessEnv): ProjectProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': a process's last lines may still be in the pipe when it has exited.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

/**
 * Asks `condition` every `intervalMs` until it holds. Fails at once if the process ends first,
 * and after `timeoutMs` with `failure`; both failures carry the process's output.
 */
async function pollWhileRunning(
  shop: ProjectProcess,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs, intervalMs, failure }: { timeoutMs: number; intervalMs: number; failure: string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (shop.child.exitCode !== null) throw new Error(`process exited:\n${shop.output()}`);
    if (Date.now() > deadline) throw new Error(`${failure}:\n${shop.output()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until the shop on `port` answers /readyz; fails at once if its process ends. */
export async function waitForReady(
  port: number,
  shop: ProjectProcess,
  timeoutMs = 40_000,
): Promise<void> {
  const answersReady = async (): Promise<boolean> => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
    } catch {
      return false; // not listening yet
    }
  };
  await pollWhileRunning(shop, answersReady, {
    timeoutMs,
    intervalMs: 200,
    failure: `shop on port ${port} did not become ready`,
  });
}

/**
 * Waits until the process has written `text`. `/readyz` answers as soon as the shop listens; the
 * start message comes a moment later (it asks the database whether an admin exists first), and
 * on a busy host that moment is long enough for an assertion to read the output before it.
 */
export async function waitForOutput(
  shop: ProjectProcess,
  text: string,
  timeoutMs = 20_000,
): Promise<void> {
  await pollWhileRunning(shop, () => shop.output().includes(text), {
    timeoutMs,
    intervalMs: 50,
    failure: `no "${text}" within ${timeoutMs} ms`,
  });
}

/** SIGTERM, and SIGKILL if it has not ended 10 s later; the exit code. */
export async function stopProcess(shop: ProjectProcess): Promise<number | null> {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return shop.exited;
  shop.child.kill('SIGTERM');
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), 10_000);
  const code = await shop.exited;
  clearTimeout(timer);
  return code;
}
