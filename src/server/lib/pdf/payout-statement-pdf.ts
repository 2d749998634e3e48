import { formatGermanDay } from '../../../domain/calendar.ts';
import { formatEuro } from '../../../domain/money.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import type { PayoutStatement } from '../../../domain/payouts/payout-statement.ts';
import { startA4Document } from './a4-document.ts';

// A seller's statement for one payout (§ 384 Abs. 2 HGB, decision 072), laid out like the
// invoices: A4, DejaVu Sans, one line per item. Its dates are the payout's, so the same stored
// statement renders to the same bytes.

export type StatementShop = { name: string; lines: string[] };

export function renderPayoutStatementPdf(
  statement: PayoutStatement,
  shop: StatementShop,
  paidAt: Date,
): Promise<Buffer> {
  const { doc, bytes } = startA4Document({
    title: `Abrechnung ${statement.endToEndId}`,
    author: shop.name,
    date: paidAt,
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const column = { price: 80, share: 80 };

  doc.font('Regular').fontSize(9).fillColor('#444');
  doc.text(shop.lines.join('\n'), left, 56, { align: 'right', width: right - left });
  doc.fillColor('#000').fontSize(10);
  doc.text(`${statement.sellerName}\nVerkäufernummer ${statement.sellerNumber}`, left, 150);

  doc.font('Bold').fontSize(18).text('Abrechnung und Auszahlung', left, 230);
  doc.font('Regular').fontSize(10);
  doc.text(`Referenz: ${statement.endToEndId}`, left, 258);
  doc.text(`Ausgeführt ab: ${formatGermanDay(statement.executionDate)}`);
  doc.text(`Dein Anteil: ${statement.sharePercent} % vom Verkaufspreis`);
  doc.moveDown(1.2);

  const row = (cells: [string, string, string], strong = false) => {
    doc.font(strong ? 'Bold' : 'Regular');
    const y = doc.y;
    const textWidth = right - left - column.price - column.share - 20;
    doc.text(cells[0], left, y, { width: textWidth });
    const after = doc.y;
    doc.text(cells[1], right - column.share - column.price - 10, y, {
      width: column.price,
      align: 'right',
    });
    doc.text(cells[2], right - column.share, y, { width: column.share, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
    if (doc.y > doc.page.height - 100) doc.addPage();
  };
  const rule = () => {
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#999').stroke();
    doc.moveDown(0.4);
  };

  row(['Verkaufte Artikel', 'Preis', 'Dein Anteil'], true);
  rule();
  if (statement.newLines.length === 0) row(['Seit der letzten Abrechnung keine.', '', '']);
  for (const line of statement.newLines) {
    row([
      `Nr. ${line.itemNumber}  ${line.name}  (verkauft ${formatGermanDay(berlinDay(new Date(line.soldAt)))})`,
      formatEuro(line.salePriceCents),
      formatEuro(line.shareCents),
    ]);
  }
  if (statement.returnedLines.length > 0) {
    doc.moveDown(0.6);
    row(['Nach einer Auszahlung zurückgegeben', 'Preis', 'abgezogen'], true);
    rule();
    for (const line of statement.returnedLines) {
      row([
        `Nr. ${line.itemNumber}  ${line.name}`,
        formatEuro(line.salePriceCents),
        `−${formatEuro(line.shareCents)}`,
      ]);
    }
  }
  rule();
  if (statement.carriedCents !== 0) {
    row(['Übertrag aus früheren Abrechnungen', '', formatEuro(statement.carriedCents)]);
  }
  row(['Auszahlung', '', formatEuro(statement.amountCents)], true);

  doc.moveDown(1.5).font('Regular').fontSize(9);
  doc.text(
    `Überwiesen an ${statement.holder}, IBAN ${statement.ibanMasked}. ` +
      'Artikel zählen hier, sobald die Widerrufsfrist der Käuferin vorbei ist; ' +
      'eine spätere Rückgabe wird mit der nächsten Auszahlung verrechnet.',
    left,
    doc.y,
    { width: right - left },
  );
  doc.end();
  return bytes;
}
