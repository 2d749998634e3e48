import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';

// Every picture that enters the shop, uploaded or seeded, passes through here: the content is
// checked by decoding it (never by name or declared type), turned upright by its EXIF orientation,
// scaled to fit 1200 × 1200, stripped of all metadata (GPS, camera, comments) and re-encoded.

/** Formats accepted as input, as sharp's metadata names them (AVIF and HEIC both report 'heif'). */
const ACCEPTED_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'gif'] as const;

/**
 * Larger inputs are refused before decoding (a decompression bomb costs nothing). Phones save
 * 12–24 megapixels by default; their optional 48+ MP full-resolution shots are refused.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** The main picture fits within this box; smaller pictures are never enlarged. */
export const MAX_EDGE = 1200;

/** The placeholder fits within this box: a few hundred bytes, shown blurred while loading. */
export const LOWRES_EDGE = 24;

/**
 * Encoder settings, measured on this 2-core machine for a noisy 1200 × 900 photo: AVIF effort 1
 * with 4:2:0 chroma takes ~110 ms (effort 2: ~260 ms, effort 4, sharp's default: over 3 s, for
 * files only 3–5 % smaller; effort 0: ~70 ms, but flat drawings such as the demo pictures grow
 * by a third); WebP effort 4 ~100 ms. PNG: see encodePng. Seeding the demo shop's ~300
 * pictures costs ~45 CPU-seconds with these settings.
 */
const AVIF_OPTIONS = { quality: 50, effort: 1, chromaSubsampling: '4:2:0' } as const;
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;
const PNG_TRUECOLOUR_OPTIONS = { compressionLevel: 8 } as const;
const PNG_PALETTE_OPTIONS = { compressionLevel: 8, palette: true, effort: 1 } as const;
/** A truecolour PNG above this many bytes per pixel is a photo: quantise it to a palette. */
const PNG_PALETTE_ABOVE_BYTES_PER_PIXEL = 0.5;
const LOWRES_OPTIONS = { quality: 50, effort: 4 } as const;

export type InvalidImageReason = 'not-an-image' | 'too-large';

const MESSAGES: Record<InvalidImageReason, string> = {
  'not-an-image': 'Die Datei ist kein gültiges Bild.',
  'too-large': 'Das Bild ist zu groß. Erlaubt sind höchstens 40 Megapixel.',
};

/** The upload is not a picture we accept. The message is German and safe to show to the user. */
export class InvalidImageError extends Error {
  override readonly name = 'InvalidImageError';
  /** Read by Fastify's error handling: this is the client's fault. */
  readonly statusCode = 400;

  constructor(
    readonly reason: InvalidImageReason,
    options?: ErrorOptions,
  ) {
    super(MESSAGES[reason], options);
  }
}

export type ProcessedImage = {
  /** Size of the main variants (avif, webp, png) after rotation and scaling. */
  width: number;
  height: number;
  avif: Buffer;
  webp: Buffer;
  png: Buffer;
  /** Tiny blurred WebP placeholder, at most LOWRES_EDGE pixels on its longer side. */
  lowres: Buffer;
};

/**
 * PNG is the fallback for browsers without AVIF or WebP. Flat pictures (drawings, screenshots)
 * stay lossless truecolour, which is small and cheap for them; photos, where truecolour PNG
 * runs to megabytes, are quantised to a 256-colour palette (~5× smaller, ~300 ms for 1200 px).
 */
async function encodePng(fromPixels: () => Sharp, pixelCount: number): Promise<Buffer> {
  const truecolour = await fromPixels().png(PNG_TRUECOLOUR_OPTIONS).toBuffer();
  if (truecolour.length <= pixelCount * PNG_PALETTE_ABOVE_BYTES_PER_PIXEL) return truecolour;
  return fromPixels().png(PNG_PALETTE_OPTIONS).toBuffer();
}

/** True when the alpha channel (the last of 2 or 4 interleaved 8-bit channels) is fully opaque. */
function isOpaque(data: Buffer, channels: number): boolean {
  for (let i = channels - 1; i < data.length; i += channels) {
    if (data[i] !== 255) return false;
  }
  return true;
}

function isAcceptedFormat(format: string): boolean {
  return (ACCEPTED_INPUT_FORMATS as readonly string[]).includes(format);
}

/**
 * Checks that `input` is a JPEG, PNG, WebP, AVIF/HEIF or GIF picture of at most 40 megapixels and
 * re-encodes it as AVIF, WebP, PNG and a low-resolution WebP placeholder, without any metadata.
 * Animated inputs keep their first frame. Throws InvalidImageError for anything else.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new InvalidImageError('not-an-image');

  // metadata() reads only the header, so a huge or hostile file costs nothing yet.
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch (error) {
    throw new InvalidImageError('not-an-image', { cause: error });
  }
  if (!isAcceptedFormat(metadata.format)) throw new InvalidImageError('not-an-image');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new InvalidImageError('too-large');

  // Decode once into 8-bit sRGB pixels (colour profiles applied, orientation applied, scaled),
  // then encode every variant from those pixels. Raw pixels carry no metadata at all.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // Truncated or corrupt data, or a HEIC (HEVC) file: the bundled libvips cannot decode HEVC.
    throw new InvalidImageError('not-an-image', { cause: error });
  }

  const { width, height, channels } = pixels.info;
  // Many PNGs carry an alpha channel without using it; dropping it makes every encode cheaper.
  const dropAlpha = pixels.info.hasAlpha && isOpaque(pixels.data, channels);
  const fromPixels = () => {
    const image = sharp(pixels.data, { raw: { width, height, channels } });
    return dropAlpha ? image.removeAlpha() : image;
  };

  const [avif, webp, png, lowres] = await Promise.all([
    fromPixels().avif(AVIF_OPTIONS).toBuffer(),
    fromPixels().webp(WEBP_OPTIONS).toBuffer(),
    encodePng(fromPixels, width * height),
    fromPixels()
      .resize(LOWRES_EDGE, LOWRES_EDGE, { fit: 'inside', withoutEnlargement: true })
      .blur(0.6)
      .webp(LOWRES_OPTIONS)
      .toBuffer(),
  ]);

  return { width, height, avif, webp, png, lowres };
}
