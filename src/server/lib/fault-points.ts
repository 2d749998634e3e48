// Named points in the life of a change where a test may kill the process as `kill -9` would
// (decision 054): after an event's transaction committed ('committed:<event>'), after a
// follow-up did its work but before it is marked done ('follow-up:<kind>:before-done'), and
// after it was marked done ('follow-up:<kind>:done'). The crash test starts the shop with
// FAULT_KILL_AT set to one of them, lets it die there, starts it again and checks that every
// follow-up happened exactly once. The configuration refuses the variable in production.

export type FaultPoints = { reached(point: string): void };

export const noFaultPoints: FaultPoints = { reached: () => undefined };

/** Kills this process with SIGKILL when it reaches `point`; no point: does nothing. */
export function killAtFaultPoint(point: string | undefined): FaultPoints {
  if (!point) return noFaultPoints;
  return {
    reached(reachedPoint) {
      if (reachedPoint === point) process.kill(process.pid, 'SIGKILL');
    },
  };
}
