import type { Slot } from './nginx.ts';

// The rolling deploy (decision 064), one process after another, the same sequence whether the
// processes are the rehearsal's children or systemd units (scripts/deploy-rolling.ts):
//   1. mark the process `down` in the upstream and reload nginx; wait until nginx's old workers
//      have finished what they had sent it, so nothing new and nothing unfinished goes there;
//   2. SIGTERM: the process finishes running requests (there should be none left), stops its
//      jobs and closes its pool;
//   3. start the new build on the same port; it migrates at start under the advisory lock;
//   4. wait for its /readyz to answer 200, put it back into the upstream, reload;
//   5. next.
// A draining process is out of nginx before it stops answering: requests never meet a closing
// process, so nginx never has to retry a POST it may not retry.

export type RollTarget = {
  setSlots: (slots: readonly Slot[]) => Promise<void>;
  /** Stops the old process on `port`, resolves when it has ended; its exit code. */
  stop: (port: number) => Promise<number | null>;
  /** Starts the new build on `port` and resolves when its /readyz answered 200. */
  startReady: (port: number) => Promise<void>;
};

export type RollStep = {
  port: number;
  outOfNginxMs: number;
  drainedMs: number;
  exitCode: number | null;
  readyMs: number;
  backInNginxMs: number;
};

/** Which slots are up while `replacing` is out. */
export function slotsDuring(ports: readonly number[], replacing: number | null): Slot[] {
  return ports.map((port) => ({ port, down: port === replacing }));
}

export async function rollingDeploy(
  ports: readonly number[],
  target: RollTarget,
  log: (line: string) => void = () => {},
): Promise<RollStep[]> {
  const steps: RollStep[] = [];
  for (const port of ports) {
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    await target.setSlots(slotsDuring(ports, port));
    const outOfNginxMs = since();
    const exitCode = await target.stop(port);
    const drainedMs = since();
    if (exitCode !== 0) log(`process on ${port} ended with ${exitCode}, not 0`);
    await target.startReady(port);
    const readyMs = since();
    await target.setSlots(slotsDuring(ports, null));
    const step = { port, outOfNginxMs, drainedMs, exitCode, readyMs, backInNginxMs: since() };
    log(
      `replaced :${port} — out of nginx ${step.outOfNginxMs} ms, stopped ${step.drainedMs} ms, ` +
        `new ready ${step.readyMs} ms, back in ${step.backInNginxMs} ms (exit ${exitCode})`,
    );
    steps.push(step);
  }
  return steps;
}
