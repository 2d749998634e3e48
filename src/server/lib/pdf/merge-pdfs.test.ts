import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PDFDocument as PDFLib } from 'pdf-lib';
import { countPdfPages, mergePdfs, PdfFormatError } from './merge-pdfs.ts';

/** A pdfkit document with one page per text, each text drawn on its page. */
function pdfkitDocument(texts: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [283, 425], autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const text of texts) doc.addPage().fontSize(20).text(text);
    doc.end();
  });
}

/**
 * A PDF 1.5 file as newer producers write it: its page sits in a compressed object stream and
 * the cross-reference is a stream with PNG "Up" prediction, no table and no trailer.
 */
function compressedXrefDocument(): Buffer {
  const parts: string[] = ['%PDF-1.5\n'];
  const offsets: number[] = [];
  const addObject = (num: number, body: string) => {
    offsets[num] = parts.join('').length;
    parts.push(`${num} 0 obj\n${body}\nendobj\n`);
  };
  addObject(1, '<< /Type /Catalog /Pages 2 0 R >>');
  addObject(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 200 300] >>');
  const content = 'BT /F1 12 Tf 20 250 Td (Packed page) Tj ET';
  addObject(4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  // Object 3, the page, lives in object stream 5; it inherits the MediaBox from object 2.
  const page = '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << >> >>';
  const packed = zlib.deflateSync(Buffer.from(`3 0 ${page}`, 'latin1'));
  offsets[5] = parts.join('').length;
  parts.push(
    `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
  );
  const head = Buffer.from(parts.join(''), 'latin1');
  const afterPacked = Buffer.from('\nendstream\nendobj\n', 'latin1');
  const xrefAt = head.length + packed.length + afterPacked.length;
  // Rows: type (1 byte), offset (2 bytes), generation or index (1 byte), predicted with "Up".
  const rows: number[][] = [
    [0, 0, 0, 255],
    [1, 0, offsets[1]!, 0],
    [1, 0, offsets[2]!, 0],
    [2, 0, 5, 0],
    [1, 0, offsets[4]!, 0],
    [1, 0, offsets[5]!, 0],
    [1, 0, xrefAt, 0],
  ].map(([type, , offset, third]) => [type!, (offset! >> 8) & 255, offset! & 255, third!]);
  const predicted: number[] = [];
  rows.forEach((row, index) => {
    predicted.push(2);
    row.forEach((byte, column) => {
      const above = index > 0 ? rows[index - 1]![column]! : 0;
      predicted.push((byte - above + 256) & 255);
    });
  });
  const xref = zlib.deflateSync(Buffer.from(predicted));
  const xrefObject = Buffer.from(
    `6 0 obj\n<< /Type /XRef /Size 7 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode ` +
      `/DecodeParms << /Columns 4 /Predictor 12 >> /Length ${xref.length} >>\nstream\n`,
    'latin1',
  );
  const tail = Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1');
  return Buffer.concat([head, packed, afterPacked, xrefObject, xref, tail]);
}

describe('mergePdfs', () => {
  it('puts every page of every document into one PDF, in the order given', async () => {
    const first = await pdfkitDocument(['Label A']);
    const second = await pdfkitDocument(['Label B', 'Label C']);
    const merged = await mergePdfs([first, second, first]);
    expect(merged.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await countPdfPages(merged)).toBe(4);
    expect(await countPdfPages(await mergePdfs([merged, second]))).toBe(6);
  });

  it('keeps each page as it was: its size and its drawing', async () => {
    const packed = compressedXrefDocument();
    const label = await pdfkitDocument(['Label A']);
    const merged = await PDFLib.load(await mergePdfs([packed, label]));
    const sizes = merged.getPages().map((page) => page.getSize());
    // The packed page inherits 200 × 300 from its page tree; pdfkit's label is 283 × 425.
    expect(sizes).toEqual([
      { width: 200, height: 300 },
      { width: 283, height: 425 },
    ]);
  });

  it('refuses what is no PDF', async () => {
    await expect(mergePdfs([Buffer.from('<html>')])).rejects.toThrow(PdfFormatError);
    await expect(countPdfPages(Buffer.from('%PDF-1.4 nothing'))).rejects.toThrow(PdfFormatError);
  });
});
