import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';

// Reads labels back as a scanner would (decision 073): the PDF's page rendered to pixels by
// poppler's pdftoppm (Debian's poppler-utils), a part of it cut out, and ZXing decodes it.

const run = promisify(execFile);
export const RENDER_DPI = 300;
const PX_PER_MM = RENDER_DPI / 25.4;

/** Every page of the PDF as a PNG at 300 dpi. */
export async function renderPdfPages(pdf: Buffer): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labels-'));
  try {
    const file = path.join(dir, 'labels.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-r', String(RENDER_DPI), '-png', file, path.join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    // Awaited here: the directory is removed in `finally`, which runs as soon as `return` does.
    return await Promise.all(pages.map((name) => readFile(path.join(dir, name))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type MmBox = { x: number; y: number; width: number; height: number };

/**
 * The text of the one code of `format` inside `box` (mm) of the page image, or null. The box is
 * widened by `margin` mm so the code's quiet zone comes with it. Like a scanner, which sees a
 * label in many frames at many distances, it reads the cut-out as rendered and at half its size,
 * each with both of ZXing's binarizers: at 300 dpi a QR module spans 9.6 pixels, and where its
 * edges fall between pixels one binarizer may misjudge a module the other reads. A misread is no
 * risk to the test: QR and Code 128 carry checksums, and a wrong text would fail the assertion.
 */
export async function decodeIn(
  page: Buffer,
  box: MmBox,
  format: 'code128' | 'qr',
  margin = 3,
): Promise<string | null> {
  const image = sharp(page);
  const { width = 0, height = 0 } = await image.metadata();
  const left = Math.max(0, Math.floor((box.x - margin) * PX_PER_MM));
  const top = Math.max(0, Math.floor((box.y - margin) * PX_PER_MM));
  const right = Math.min(width, Math.ceil((box.x + box.width + margin) * PX_PER_MM));
  const bottom = Math.min(height, Math.ceil((box.y + box.height + margin) * PX_PER_MM));
  for (const scale of [1, 0.5]) {
    const { data, info } = await sharp(page)
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize({ width: Math.round((right - left) * scale) })
      .flatten({ background: '#fff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const text = decodeLuminance(new Uint8ClampedArray(data), info.width, info.height, format);
    if (text !== null) return text;
  }
  return null;
}

/** Decodes one code from grey pixels (one byte each), with either binarizer. */
export function decodeLuminance(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  format: 'code128' | 'qr',
): string | null {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  const source = new RGBLuminanceSource(pixels, width, height);
  for (const binarizer of [new HybridBinarizer(source), new GlobalHistogramBinarizer(source)]) {
    // One reader per format: a code of the other kind must not be read by accident.
    const reader = format === 'qr' ? new QRCodeReader() : new Code128Reader();
    try {
      return reader.decode(new BinaryBitmap(binarizer), hints).getText();
    } catch {
      // not found or not readable with this binarizer
    }
  }
  return null;
}
