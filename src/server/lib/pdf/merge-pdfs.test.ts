import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
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
  it('puts every page of every document into one PDF, in order', async () => {
    const first = await pdfkitDocument(['Label A']);
    const second = await pdfkitDocument(['Label B', 'Label C']);
    const merged = mergePdfs([first, second, first]);
    expect(merged.subarray(0, 5).toString()).toBe('%PDF-');
    expect(countPdfPages(merged)).toBe(4);
    // Each page keeps its own content stream: the merged file holds the three drawings.
    expect(countPdfPages(mergePdfs([merged, second]))).toBe(6);
  });

  it('reads a cross-reference stream and a page packed in an object stream', () => {
    const packed = compressedXrefDocument();
    expect(countPdfPages(packed)).toBe(1);
    const merged = mergePdfs([packed, packed]);
    expect(countPdfPages(merged)).toBe(2);
    const text = merged.toString('latin1');
    // The inherited MediaBox is written onto each copied page, and the drawing came along.
    expect(text.match(/\/MediaBox \[0 0 200 300\]/g)).toHaveLength(2);
    expect(text.match(/\(Packed page\) Tj/g)).toHaveLength(2);
  });

  it('finds the objects of a file whose cross-reference offsets are wrong', async () => {
    const good = await pdfkitDocument(['Label A']);
    const broken = Buffer.from(
      good.toString('latin1').replace(/startxref\s+\d+/, 'startxref\n12'),
      'latin1',
    );
    expect(countPdfPages(mergePdfs([broken]))).toBe(1);
  });

  it('refuses what is no PDF', () => {
    expect(() => mergePdfs([Buffer.from('<html>')])).toThrow(PdfFormatError);
  });
});
