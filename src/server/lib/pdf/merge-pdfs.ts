import { PDFDocument } from 'pdf-lib';

// One PDF of several: every page of every document, in order (the bulk labels of decision 060).
// pdf-lib copies each page with its resources; nothing is re-rendered, so a DHL label's barcode
// stays exactly as DHL drew it.

/** A document pdf-lib cannot read (not a PDF, encrypted, broken beyond repair). */
export class PdfFormatError extends Error {
  override readonly name = 'PdfFormatError';
}

/** The document, read far enough to know its pages: pdf-lib reads the page tree lazily. */
async function load(bytes: Buffer): Promise<PDFDocument> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    document.getPageCount();
    return document;
  } catch (error) {
    throw new PdfFormatError(error instanceof Error ? error.message : String(error));
  }
}

/** All pages of the documents, in the order given, as one PDF. Throws PdfFormatError. */
export async function mergePdfs(documents: readonly Buffer[]): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (const bytes of documents) {
    const source = await load(bytes);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

/** How many pages a PDF has. Throws PdfFormatError. */
export async function countPdfPages(bytes: Buffer): Promise<number> {
  return (await load(bytes)).getPageCount();
}
