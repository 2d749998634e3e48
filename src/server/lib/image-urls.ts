import type { StoredImageRef } from '../db/schema.ts';
import type { ProductImage } from '../../domain/api/product.ts';

/** URLs of one stored picture's variants; with a CDN host they point at the CDN instead. */
export function productImageUrls(image: StoredImageRef, cdnHost?: string): ProductImage {
  const base = cdnHost ? `https://${cdnHost}/images/` : '/images/';
  return {
    avif: `${base}${image.id}.avif`,
    webp: `${base}${image.id}.webp`,
    png: `${base}${image.id}.png`,
    lowres: `${base}${image.id}-lowres.webp`,
    width: image.width,
    height: image.height,
  };
}
