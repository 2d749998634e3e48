import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { parentPort } from 'node:worker_threads';
import type { ThreadAnswer, ThreadRequest } from './thread-on-demand.ts';

// The thread that compresses kept answers at brotli's quality 11 (spare-time-brotli.ts), at the
// lowest CPU priority: on Linux the nice value is a thread's own, so the kernel gives this
// thread a core only when no request's work wants it.

export type StrongBrotliRequest = { body: string };
export type StrongBrotliAnswer = { bytes: Uint8Array } | { error: string };

const STRONG_BROTLI: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** This thread's id as Linux knows it (`/proc/thread-self` is `<pid>/task/<tid>`), else null. */
function linuxThreadId(): number | null {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** Nice 19 for this thread alone; where the system does not allow it, it runs as it is. */
function lowerOwnPriority(): void {
  const threadId = linuxThreadId();
  try {
    if (threadId !== null) os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux, or not allowed: the answers are compressed at normal priority, as before 099.
  }
}

const port = parentPort;
if (!port) throw new Error('spare-time-brotli-worker runs as a worker thread');
lowerOwnPriority();
port.on('message', ({ id, body }: ThreadRequest<StrongBrotliRequest>) => {
  try {
    const compressed = zlib.brotliCompressSync(body, STRONG_BROTLI);
    // A copy of its own: a small Buffer may share its memory with others, which cannot move.
    const bytes = new Uint8Array(compressed);
    port.postMessage({ id, bytes } satisfies ThreadAnswer<StrongBrotliAnswer>, [bytes.buffer]);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies ThreadAnswer<StrongBrotliAnswer>);
  }
});
