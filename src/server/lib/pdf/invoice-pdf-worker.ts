import { parentPort } from 'node:worker_threads';
import type { Invoice } from '../../../domain/bookkeeping/invoice-model.ts';
import type { ThreadAnswer, ThreadRequest } from '../thread-on-demand.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// The thread that lays invoices out (invoice-pdf-thread.ts): one request at a time, answered
// with the PDF's bytes handed over, not copied.

export type PdfRequest = { invoice: Invoice; issuedAt: Date };
export type PdfAnswer = { pdf: Uint8Array } | { error: string };

const port = parentPort;
if (!port) throw new Error('invoice-pdf-worker runs as a worker thread');
port.on('message', async ({ id, invoice, issuedAt }: ThreadRequest<PdfRequest>) => {
  try {
    const pdf = await renderInvoicePdf(invoice, issuedAt);
    // A copy of its own: a small Buffer may share its memory with others, which cannot move.
    const bytes = new Uint8Array(pdf);
    port.postMessage({ id, pdf: bytes } satisfies ThreadAnswer<PdfAnswer>, [bytes.buffer]);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies ThreadAnswer<PdfAnswer>);
  }
});
