import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
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
