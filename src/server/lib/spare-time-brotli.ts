import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StrongBrotliAnswer, StrongBrotliRequest } from './spare-time-brotli-worker.ts';

// Brotli at quality 11 for kept answers whose bytes lasted (lib/kept-answers.ts), on a thread of
// its own at the lowest CPU priority (decision 099). It only makes bytes smaller that are already
// being sent at quality 5, so it must never take a core from a request: on the Friday, made on
// libuv's thread pool at normal priority, it cost the three processes 10.5 s of CPU within the
// crowd's minute, most of it in the first 20 s, when every core was wanted by buyers.
//
// While the cores are busy the thread gets next to no time and its queue fills up; beyond
// MAX_WAITING an answer is not queued (null), and is offered again when asked for later. The
// thread starts with the first answer and does not keep the process alive while it has nothing
// to do; one that dies is replaced with the next answer.

// The same folder in the build (.js) and in the sources run by tsx or the tests (.ts).
const here = fileURLToPath(import.meta.url);
const workerFile = path.join(path.dirname(here), `spare-time-brotli-worker${path.extname(here)}`);

/** Answers queued at most; more are turned away rather than kept in memory for minutes. */
export const MAX_WAITING = 16;

type Pending = (bytes: Buffer | null) => void;
type Priority = { lowered: boolean; threadId: number | null };

let worker: Worker | null = null;
let priority: Promise<Priority> | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function endAll(): void {
  for (const done of pending.values()) done(null);
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(workerFile);
  let reportPriority: (priority: Priority) => void = () => undefined;
  priority = new Promise((resolve) => (reportPriority = resolve));
  started.on('message', (answer: StrongBrotliAnswer) => {
    if ('lowered' in answer) return reportPriority(answer);
    const done = pending.get(answer.id);
    if (!done) return;
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    done(
      'bytes' in answer
        ? Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength)
        : null,
    );
  });
  started.on('error', () => endAll());
  started.on('exit', () => {
    if (worker === started) worker = null;
    reportPriority({ lowered: false, threadId: null });
    endAll();
  });
  started.unref();
  return started;
}

/**
 * `body` at brotli quality 11, made when a core is spare; null when too many wait already or
 * the thread failed (the caller keeps its quick bytes).
 */
export function brotliInSpareTime(body: string): Promise<Buffer | null> {
  if (pending.size >= MAX_WAITING) return Promise.resolve(null);
  worker ??= startWorker();
  const id = nextId++;
  const current = worker;
  return new Promise<Buffer | null>((resolve) => {
    pending.set(id, resolve);
    // A thread with work to do keeps the process alive until the answer is in.
    current.ref();
    current.postMessage({ id, body } satisfies StrongBrotliRequest);
  });
}

/** Whether the running thread lowered its priority, and its Linux thread id (for the tests). */
export async function spareTimeBrotliPriority(): Promise<Priority | null> {
  return priority;
}

/** Ends the thread (tests); the next answer starts a new one. */
export async function stopSpareTimeBrotli(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await running.terminate();
}
