import type { Invoice } from '../../../domain/bookkeeping/invoice-model.ts';
import { besideModule, createThreadOnDemand } from '../thread-on-demand.ts';
import type { PdfAnswer, PdfRequest } from './invoice-pdf-worker.ts';

// Invoices are laid out on a thread of their own (decision 065). Laying one out is 5–15 ms of
// work that never waits, and on the main thread every request arriving meanwhile waited for it:
// on a Friday the follow-ups of one order made the next buyers wait for its invoice. The thread
// is started with the first invoice (lib/thread-on-demand.ts). One that dies is replaced at the
// next invoice; the follow-up that was waiting for it fails and is tried again
// (lib/follow-ups.ts).

const thread = createThreadOnDemand<PdfRequest, PdfAnswer>(
  besideModule(import.meta.url, 'invoice-pdf-worker'),
);

/** The invoice's PDF, laid out off the main thread; the same bytes as renderInvoicePdf's. */
export async function renderInvoicePdfOffThread(invoice: Invoice, issuedAt: Date): Promise<Buffer> {
  const answer = await thread.request({ invoice, issuedAt });
  if ('error' in answer) throw new Error(`invoice PDF not rendered: ${answer.error}`);
  return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
}

/** Ends the thread (tests, shutdown); the next invoice starts a new one. */
export function stopInvoicePdfThread(): Promise<void> {
  return thread.stop();
}
