import { randomUUID } from 'node:crypto';
import type { ImageStorage } from './image-storage.ts';
import { processImage, type ProcessedImage } from './process-image.ts';

/** What the database keeps of a picture; the variants are found by id (see imageKeys). */
export type StoredImage = { id: string; width: number; height: number };

export type ImageVariant = 'avif' | 'webp' | 'png' | 'lowres';

/** Storage key suffix and content type of each variant: `<id>.avif`, …, `<id>-lowres.webp`. */
const IMAGE_VARIANTS: Record<ImageVariant, { suffix: string; contentType: string }> = {
  avif: { suffix: '.avif', contentType: 'image/avif' },
  webp: { suffix: '.webp', contentType: 'image/webp' },
  png: { suffix: '.png', contentType: 'image/png' },
  lowres: { suffix: '-lowres.webp', contentType: 'image/webp' },
};

const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

/** A new picture id: 32 lowercase hex digits (a v4 UUID without dashes). */
function newImageId(): string {
  return randomUUID().replaceAll('-', '');
}

/** The storage keys of a picture's variants. */
export function imageKeys(id: string): Record<ImageVariant, string> {
  return {
    avif: `${id}${IMAGE_VARIANTS.avif.suffix}`,
    webp: `${id}${IMAGE_VARIANTS.webp.suffix}`,
    png: `${id}${IMAGE_VARIANTS.png.suffix}`,
    lowres: `${id}${IMAGE_VARIANTS.lowres.suffix}`,
  };
}

/**
 * URLs of a picture's variants: `/images/<id>.avif` etc., or `https://<cdnHost>/images/<id>.avif`
 * when a CDN host is configured (docs/product.md §2.5: the storage host becomes the CDN host).
 */
export function imageUrls(id: string, cdnHost?: string): Record<ImageVariant, string> {
  const base = cdnHost ? `https://${cdnHost}/images/` : '/images/';
  const keys = imageKeys(id);
  return {
    avif: base + keys.avif,
    webp: base + keys.webp,
    png: base + keys.png,
    lowres: base + keys.lowres,
  };
}

/** Stores already processed variants under a new id. */
async function storeProcessedImage(
  storage: ImageStorage,
  image: ProcessedImage,
): Promise<StoredImage> {
  const id = newImageId();
  const keys = imageKeys(id);
  try {
    await Promise.all(
      VARIANT_NAMES.map((variant) =>
        storage.put(keys[variant], image[variant], IMAGE_VARIANTS[variant].contentType),
      ),
    );
  } catch (error) {
    // Leave no half-stored picture behind; the original error is what matters.
    await deleteImage(storage, id).catch(() => undefined);
    throw error;
  }
  return { id, width: image.width, height: image.height };
}

/**
 * Checks, re-encodes and stores an uploaded picture. Throws InvalidImageError (German message,
 * status 400) when the bytes are not an accepted picture; nothing is stored in that case.
 */
export async function saveImage(storage: ImageStorage, input: Buffer): Promise<StoredImage> {
  return storeProcessedImage(storage, await processImage(input));
}

/** Removes every variant of a picture, e.g. when an admin deletes it from a product. */
export async function deleteImage(storage: ImageStorage, id: string): Promise<void> {
  const keys = imageKeys(id);
  await Promise.all(VARIANT_NAMES.map((variant) => storage.delete(keys[variant])));
}
