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
 * Asks `condition` every `intervalMs` until it holds, and fails after `timeoutMs` with what
 * `failure` says then. `stopped` is asked before each new try: a text there (a process that has
 * ended) fails at once.
 * The one polling loop of the tests and the scripts that start the shop.
 */
export async function pollUntil(
  condition: () => boolean | Promise<boolean>,
  options: {
    timeoutMs: number;
    intervalMs: number;
    failure: () => string;
    stopped?: () => string | null;
  },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (!(await condition())) {
    const stopped = options.stopped?.();
    if (stopped) throw new Error(stopped);
    if (Date.now() > deadline) throw new Error(options.failure());
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}

/** Whether `url` answers 2xx now; false while nothing listens there yet. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet
  }
}

/** Fails a wait at once if the process has ended, and says what it wrote. */
export function whileRunning(shop: Pick<ProjectProcess, 'child' | 'output'>): () => string | null {
  return () => (shop.child.exitCode !== null ? `process exited:\n${shop.output()}` : null);
}

/** Waits until the shop on `port` answers /readyz; fails at once if its process ends. */
export async function waitForReady(
  port: number,
  shop: ProjectProcess,
  timeoutMs = 40_000,
): Promise<void> {
  await pollUntil(() => answersOk(`http://127.0.0.1:${port}/readyz`), {
    timeoutMs,
    intervalMs: 200,
    failure: () => `shop on port ${port} did not become ready:\n${shop.output()}`,
    stopped: whileRunning(shop),
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
  await pollUntil(() => shop.output().includes(text), {
    timeoutMs,
    intervalMs: 50,
    failure: () => `no "${text}" within ${timeoutMs} ms:\n${shop.output()}`,
    stopped: whileRunning(shop),
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
