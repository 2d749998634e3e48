import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { parentPort } from 'node:worker_threads';

// The thread that compresses kept answers at brotli's quality 11 (spare-time-brotli.ts), at the
// lowest CPU priority: on Linux the nice value is a thread's own, so the kernel gives this
// thread a core only when no request's work wants it.

export type StrongBrotliRequest = { id: number; body: string };
export type StrongBrotliAnswer =
  | { id: number; bytes: Uint8Array }
  | { id: number; error: string }
  | { lowered: boolean; threadId: number | null };

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

/** Nice 19 for this thread alone; false where the system does not allow it (then it just runs). */
function lowerOwnPriority(threadId: number | null): boolean {
  if (threadId === null) return false;
  try {
    os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}

const port = parentPort;
if (!port) throw new Error('spare-time-brotli-worker runs as a worker thread');
const threadId = linuxThreadId();
port.postMessage({ lowered: lowerOwnPriority(threadId), threadId } satisfies StrongBrotliAnswer);
port.on('message', ({ id, body }: StrongBrotliRequest) => {
  try {
    const compressed = zlib.brotliCompressSync(body, STRONG_BROTLI);
    // A copy of its own: a small Buffer may share its memory with others, which cannot move.
    const bytes = new Uint8Array(compressed);
    port.postMessage({ id, bytes } satisfies StrongBrotliAnswer, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
