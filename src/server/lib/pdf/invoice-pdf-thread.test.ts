import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/bookkeeping/invoice-model.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderInvoicePdfOffThread, stopInvoicePdfThread } from './invoice-pdf-thread.ts';

const invoiceFor = (buyer: string): Invoice => ({
  title: 'Rechnung',
  numberLabel: 'Rechnungsnummer',
  number: 'RE-2026-00043',
  date: '27.11.2026',
  seller: ['Kinderkiste', 'Lindenweg 1', '12345 Musterstadt'],
  buyer: [buyer, 'Lindenweg 7', '12345 Musterstadt'],
  rows: [{ position: 1, description: 'Winterjacke (Nr. 1201)', amountCents: 1490 }],
  totals: [{ label: 'Rechnungsbetrag', amountCents: 1490, strong: true }],
  totalCents: 1490,
  notes: ['Differenzbesteuert nach § 25a UStG.'],
});

const issuedAt = new Date('2026-11-27T07:00:00Z');

afterAll(() => stopInvoicePdfThread());

describe('renderInvoicePdfOffThread (decision 065)', () => {
  it('lays invoices out on its thread with the bytes the main thread would make', async () => {
    const buyers = ['Łukasz Şahin', 'Nguyễn Thị Ánh', 'Erika Muster'];
    const offThread = await Promise.all(
      buyers.map((buyer) => renderInvoicePdfOffThread(invoiceFor(buyer), issuedAt)),
    );
    for (const [index, buyer] of buyers.entries()) {
      const here = await renderInvoicePdf(invoiceFor(buyer), issuedAt);
      expect(offThread[index]!.equals(here), buyer).toBe(true);
    }
  });

  it('starts a new thread after the last one ended', async () => {
    await renderInvoicePdfOffThread(invoiceFor('Erika Muster'), issuedAt);
    await stopInvoicePdfThread();
    const again = await renderInvoicePdfOffThread(invoiceFor('Erika Muster'), issuedAt);
    expect(again.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
