import PDFDocument from 'pdfkit';
import type { Invoice } from './invoice-model.ts';

/** Lays an invoice out on one or more A4 pages (PDFKit's standard Helvetica covers € and umlauts). */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `${invoice.title} ${invoice.number}`, Author: invoice.seller[0] ?? '' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const amountWidth = 90;

    doc.font('Helvetica').fontSize(9).fillColor('#444');
    doc.text(invoice.seller.join('\n'), left, 56, { align: 'right', width: right - left });
    doc.fillColor('#000').fontSize(10).text(invoice.buyer.join('\n'), left, 150);

    doc.font('Helvetica-Bold').fontSize(18).text(invoice.title, left, 250);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Rechnungsnummer: ${invoice.number}`, left, 278);
    doc.text(`Rechnungsdatum: ${invoice.date}`);
    doc.moveDown(1.5);

    const line = (description: string, amount: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      const y = doc.y;
      doc.text(description, left, y, { width: right - left - amountWidth - 10 });
      const after = doc.y;
      doc.text(amount, right - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.y = Math.max(after, doc.y) + 4;
    };

    line('Pos.  Artikel', 'Betrag', true);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#999').stroke();
    doc.moveDown(0.4);
    for (const row of invoice.rows) line(`${row.position}.  ${row.description}`, row.amount);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
    doc.moveDown(0.4);
    for (const total of invoice.totals) line(total.label, total.amount, total.strong);

    doc.moveDown(2).font('Helvetica').fontSize(9);
    for (const note of invoice.notes) doc.text(note, left, doc.y, { width: right - left });
    doc.end();
  });
}
