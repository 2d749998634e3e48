import { besideModule, createThreadOnDemand } from './thread-on-demand.ts';
import type { StrongBrotliAnswer, StrongBrotliRequest } from './spare-time-brotli-worker.ts';

// Brotli at quality 11 for kept answers whose bytes lasted (lib/kept-answers.ts), on a thread of
// its own at the lowest CPU priority (decision 099). It only makes bytes smaller that are already
// being sent at quality 5, so it must never take a core from a request: on the Friday, made on
// libuv's thread pool at normal priority, it cost the three processes 10–12 s of CPU, most of
// it in the crowd's first 20 s, when every core was wanted by buyers.
//
// While the cores are busy the thread gets next to no time and its queue fills up; beyond
// MAX_WAITING an answer is not queued (null), and is offered again when asked for later.

/** Answers queued at most; more are turned away rather than kept in memory for minutes. */
export const MAX_WAITING = 16;

const thread = createThreadOnDemand<StrongBrotliRequest, StrongBrotliAnswer>(
  besideModule(import.meta.url, 'spare-time-brotli-worker'),
);

/**
 * `body` at brotli quality 11, made when a core is spare; null when too many wait already or
 * the thread failed (the caller keeps its quick bytes).
 */
export async function brotliInSpareTime(body: string): Promise<Buffer | null> {
  if (thread.waiting >= MAX_WAITING) return null;
  try {
    const answer = await thread.request({ body });
    if ('error' in answer) return null;
    return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
  } catch {
    return null;
  }
}

/** Ends the thread (tests); the next answer starts a new one. */
export function stopSpareTimeBrotli(): Promise<void> {
  return thread.stop();
}
