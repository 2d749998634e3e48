import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Invoice } from '../../../domain/bookkeeping/invoice-model.ts';
import type { PdfAnswer, PdfRequest } from './invoice-pdf-worker.ts';

// Invoices are laid out on a thread of their own (decision 065). Laying one out is 5–15 ms of
// work that never waits, and on the main thread every request arriving meanwhile waited for it:
// on a Friday the follow-ups of one order made the next buyers wait for its invoice. The thread
// is started with the first invoice, and stops keeping the process alive while it has nothing to
// do. One that dies is replaced at the next invoice; the follow-up that was waiting for it fails
// and is tried again (lib/follow-ups.ts).

// The same folder in the build (.js) and in the sources run by tsx or the tests (.ts).
const here = fileURLToPath(import.meta.url);
const workerFile = path.join(path.dirname(here), `invoice-pdf-worker${path.extname(here)}`);

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error): void {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(workerFile);
  started.on('message', (answer: PdfAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    if ('pdf' in answer) {
      waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    } else waiting.reject(new Error(`invoice PDF not rendered: ${answer.error}`));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`the invoice PDF thread ended (${code})`));
  });
  started.unref();
  return started;
}

/** The invoice's PDF, laid out off the main thread; the same bytes as renderInvoicePdf's. */
export function renderInvoicePdfOffThread(invoice: Invoice, issuedAt: Date): Promise<Buffer> {
  worker ??= startWorker();
  const id = nextId++;
  const current = worker;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // A thread with work to do keeps the process alive until the answer is in.
    current.ref();
    current.postMessage({ id, invoice, issuedAt } satisfies PdfRequest);
  });
}

/** Ends the thread (tests, shutdown); the next invoice starts a new one. */
export async function stopInvoicePdfThread(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await running.terminate();
}
