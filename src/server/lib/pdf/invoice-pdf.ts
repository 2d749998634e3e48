import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatEuro } from '../../../domain/money.ts';
import type { Invoice } from '../../../domain/bookkeeping/invoice-model.ts';
import { woffToTtf } from './woff-to-ttf.ts';

// DejaVu Sans is embedded (as the subset a document uses): PDF's standard Helvetica knows only
// Latin-1, and a buyer may be called Łukasz, Şahin or Nguyễn (decision 032).
const require = createRequire(import.meta.url);
// Unpacked and parsed once, at the first invoice rather than at start-up. Given the bytes, pdfkit
// parses the font again for every document and warms its glyph caches from nothing: 17 of an
// invoice's 21 ms (decision 065). Given the parsed font it keeps both; each document still embeds
// its own subset, so the bytes are the same.
const font = (file: string) =>
  parsedFont(woffToTtf(fs.readFileSync(require.resolve(`@fontsource/dejavu-sans/files/${file}`))));
let fonts: { regular: FontSource; bold: FontSource } | undefined;
/** DejaVu Sans, regular and bold, parsed once for every document of the process (labels and seller statements too). */
export const loadFonts = () =>
  (fonts ??= {
    regular: font('dejavu-sans-latin-400-normal.woff'),
    bold: font('dejavu-sans-latin-700-normal.woff'),
  });

/** What `registerFont` takes: the font file, or a font pdfkit parsed before (it has `layout`). */
type FontSource = Buffer;

/**
 * The font as pdfkit's own font library parsed it. pdfkit accepts such a font wherever it takes
 * bytes, but offers no call that only parses; a scratch document selecting the font does, and
 * keeps the result as its current font. Should a later pdfkit keep it elsewhere, the bytes are
 * used as before: slower, the same document.
 */
export function parsedFont(bytes: Buffer): FontSource {
  const scratch = new PDFDocument({ autoFirstPage: false });
  scratch.font(bytes);
  const parsed = (scratch as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return typeof parsed?.layout === 'function' ? (parsed as unknown as FontSource) : bytes;
}

/**
 * Lays an invoice out on one or more A4 pages. The PDF's dates are the moment of issue, so the
 * same document rendered twice gives the same bytes; the shop stores it once anyway.
 */
export function renderInvoicePdf(invoice: Invoice, issuedAt: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: `${invoice.title} ${invoice.number}`,
        Author: invoice.seller[0] ?? '',
        CreationDate: issuedAt,
        ModDate: issuedAt,
      },
    });
    const { regular, bold } = loadFonts();
    doc.registerFont('Regular', regular);
    doc.registerFont('Bold', bold);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

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
  });
}
