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
  const parsed = (scratch as unknown as { _font?: { font?: ParsedFont } })._font?.font;
  if (typeof parsed?.layout !== 'function') return bytes;
  withEveryCharactersGlyph(parsed);
  return parsed as unknown as FontSource;
}

/** What this module uses of a font as fontkit parsed it. */
type ParsedFont = {
  layout: unknown;
  characterSet?: number[];
  glyphForCodePoint?: (codePoint: number) => unknown;
};

/**
 * The font keeps each glyph it has made, with the characters it was made for, and a document's
 * text layer (what a reader copies, searches or reads aloud) names a glyph's characters from it.
 * A letter that is also a part of another (the U of Ü) could first be made as that part, with no
 * character: every later document of the process then drew the U but its text lost it ("§ 25a
 * UStG" read as "§ 25a StG" after a seller's statement with "Übertrag"). Made first for its own
 * character, each glyph keeps it. Not the ligatures and other compatibility characters: the ff
 * of "Differenz" is made by the layout for the two letters it stands for and is read as "ff";
 * made first for U+FB00, it would be read as "ﬀ", which a search for "Differenz" does not find.
 */
function withEveryCharactersGlyph(font: ParsedFont): void {
  for (const codePoint of font.characterSet ?? []) {
    const character = String.fromCodePoint(codePoint);
    if (character.normalize('NFKC') === character) font.glyphForCodePoint?.(codePoint);
  }
}
