import PDFDocument from 'pdfkit';
import { loadFonts } from './shop-fonts.ts';

/**
 * An A4 document in the shop's fonts ('Regular', 'Bold'), as invoices and seller statements are
 * laid out; `bytes` resolves once the caller ends it. Its dates are `date`, so the same content
 * renders to the same bytes.
 */
export function startA4Document(info: { title: string; author: string; date: Date }): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: info.title, Author: info.author, CreationDate: info.date, ModDate: info.date },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
