import sharp, { type Metadata, type OutputInfo } from 'sharp';

// Every picture that enters the shop, uploaded or seeded, passes through here: the content is
// checked by decoding it (never by name or declared type), turned upright by its EXIF orientation,
// scaled to fit 1200 × 1200, stripped of all metadata (GPS, camera, comments) and re-encoded.

/** Formats accepted as input, as sharp's metadata names them (AVIF and HEIC both report 'heif'). */
export const ACCEPTED_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'gif'] as const;

/** Larger inputs are refused before decoding: ~40 megapixels is well above any phone camera. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The main picture fits within this box; smaller pictures are never enlarged. */
export const MAX_EDGE = 1200;

/** The placeholder fits within this box: a few hundred bytes, shown blurred while loading. */
export const LOWRES_EDGE = 24;

/**
 * Encoder settings. AVIF effort 2 with 4:2:0 chroma costs ~0.25 s for a noisy 1200 px photo on
 * this machine; effort 4 (sharp's default) costs over 3 s for files only ~5 % smaller.
 * PNG is the fallback for old browsers: quantised to a palette, since a truecolour PNG of a
 * photo is several megabytes.
 */
const AVIF_OPTIONS = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;
const PNG_OPTIONS = { compressionLevel: 8, palette: true, quality: 90, effort: 3 } as const;
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
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });

  const [avif, webp, png, lowres] = await Promise.all([
    fromPixels().avif(AVIF_OPTIONS).toBuffer(),
    fromPixels().webp(WEBP_OPTIONS).toBuffer(),
    fromPixels().png(PNG_OPTIONS).toBuffer(),
    fromPixels()
      .resize(LOWRES_EDGE, LOWRES_EDGE, { fit: 'inside', withoutEnlargement: true })
      .blur(0.6)
      .webp(LOWRES_OPTIONS)
      .toBuffer(),
  ]);

  return { width, height, avif, webp, png, lowres };
}
