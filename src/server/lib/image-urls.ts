import type { StoredImageRef } from '../db/schema.ts';
import type { ProductImage } from '../../domain/api/product.ts';
import { imageUrls } from './images/save-image.ts';

/** A stored picture as the wire shows it: its variants' URLs plus its size. */
export function productImageUrls(image: StoredImageRef, cdnHost?: string): ProductImage {
  return { ...imageUrls(image.id, cdnHost), width: image.width, height: image.height };
}
