import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
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
    return Promise.all(pages.map((name) => readFile(path.join(dir, name))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type MmBox = { x: number; y: number; width: number; height: number };

/**
 * The text of the one code of `format` inside `box` (mm) of the page image, or null. The box is
 * widened by `margin` mm so the code's quiet zone comes with it.
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
  const { data, info } = await image
    .extract({ left, top, width: right - left, height: bottom - top })
    .flatten({ background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeLuminance(new Uint8ClampedArray(data), info.width, info.height, format);
}

/** Decodes one code from grey pixels (one byte each). */
export function decodeLuminance(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  format: 'code128' | 'qr',
): string | null {
  // One reader per format: a code of the other kind must not be read by accident.
  const reader = format === 'qr' ? new QRCodeReader() : new Code128Reader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  try {
    const source = new RGBLuminanceSource(pixels, width, height);
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  }
}
