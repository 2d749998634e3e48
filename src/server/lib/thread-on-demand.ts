import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// A worker thread for one kind of work (the invoice PDFs, decision 065; brotli quality 11,
// decision 099): started with the first request, not keeping the process alive while it has
// nothing to do, replaced by a new one at the next request if it died. Each request gets the
// answer with its id; a thread that dies fails every request still waiting.

/** A request as it crosses to the thread: its payload and the id its answer will carry. */
export type ThreadRequest<Payload> = Payload & { id: number };
/** The thread's answer to a request. */
export type ThreadAnswer<Answer> = Answer & { id: number };

export interface ThreadOnDemand<Payload, Answer> {
  /** Sends `payload` to the thread (starting it if none runs); resolves with its answer. */
  request(payload: Payload): Promise<Answer>;
  /** Requests sent and not yet answered. */
  readonly waiting: number;
  /** Ends the thread (tests, shutdown); the next request starts a new one. */
  stop(): Promise<void>;
}

/**
 * The file `name` (without extension) in the folder of `moduleUrl`: the same folder holds the
 * `.ts` sources run by tsx or the tests, and the `.js` bundle beside main.js (decision 089).
 */
export function besideModule(moduleUrl: string, name: string): string {
  const here = fileURLToPath(moduleUrl);
  return path.join(path.dirname(here), `${name}${path.extname(here)}`);
}

export function createThreadOnDemand<Payload extends object, Answer extends object>(
  workerFile: string,
): ThreadOnDemand<Payload, Answer> {
  type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void };
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;

  function failAll(error: Error): void {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = new Worker(workerFile);
    started.on('message', (message: ThreadAnswer<Answer>) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      waiting.resolve(message);
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the thread of ${path.basename(workerFile)} ended (${code})`));
    });
    started.unref();
    return started;
  }

  return {
    request(payload) {
      worker ??= start();
      const id = nextId++;
      const current = worker;
      return new Promise<Answer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // A thread with work to do keeps the process alive until the answer is in.
        current.ref();
        current.postMessage({ ...payload, id } satisfies ThreadRequest<Payload>);
      });
    },
    get waiting() {
      return pending.size;
    },
    async stop() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
