import { formatEuro } from '../../../domain/money.ts';
import type { Invoice } from '../../../domain/bookkeeping/invoice-model.ts';
import { startA4Document } from './a4-document.ts';

/**
 * Lays an invoice out on one or more A4 pages. The PDF's dates are the moment of issue, so the
 * same document rendered twice gives the same bytes; the shop stores it once anyway.
 */
export function renderInvoicePdf(invoice: Invoice, issuedAt: Date): Promise<Buffer> {
  const { doc, bytes } = startA4Document({
    title: `${invoice.title} ${invoice.number}`,
    author: invoice.seller[0] ?? '',
    date: issuedAt,
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountWidth = 90;

  doc.font('Regular').fontSize(9).fillColor('#444');
  doc.text(invoice.seller.join('\n'), left, 56, { align: 'right', width: right - left });
  doc.fillColor('#000').fontSize(10).text(invoice.buyer.join('\n'), left, 150);

  doc.font('Bold').fontSize(18).text(invoice.title, left, 250);
  doc.font('Regular').fontSize(10);
  doc.text(`${invoice.numberLabel}: ${invoice.number}`, left, 278);
  doc.text(`Rechnungsdatum: ${invoice.date}`);
  doc.moveDown(1.5);

  const line = (description: string, amount: string, bold = false) => {
    doc.font(bold ? 'Bold' : 'Regular');
    const y = doc.y;
    doc.text(description, left, y, { width: right - left - amountWidth - 10 });
    const after = doc.y;
    doc.text(amount, right - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };

  line('Pos.  Artikel', 'Betrag', true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#999').stroke();
  doc.moveDown(0.4);
  for (const row of invoice.rows) {
    line(`${row.position}.  ${row.description}`, formatEuro(row.amountCents));
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.4);
  for (const total of invoice.totals) {
    line(total.label, formatEuro(total.amountCents), total.strong);
  }

  doc.moveDown(2).font('Regular').fontSize(9);
  for (const note of invoice.notes) doc.text(note, left, doc.y, { width: right - left });
  doc.end();
  return bytes;
}
