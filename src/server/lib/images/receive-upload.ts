import type { ProductImage } from '../../../domain/api/product.ts';
import { HttpError } from '../http-error.ts';
import { productImageUrls } from '../image-urls.ts';
import type { ImageStorage } from './image-storage.ts';
import { InvalidImageError } from './process-image.ts';
import { saveImage } from './save-image.ts';

/**
 * A picture uploaded as a raw request body, by the owner or by a seller announcing her bag:
 * checked by its content, re-encoded and stored, answered with its id and URLs. What is no
 * accepted picture is a 400 with a German sentence, and nothing is stored.
 */
export async function receiveUploadedImage(
  storage: ImageStorage,
  body: unknown,
  cdnHost: string | undefined,
): Promise<{ id: string } & ProductImage> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new HttpError(400, 'Bitte wähle ein Foto aus.');
  }
  try {
    const stored = await saveImage(storage, body);
    return { id: stored.id, ...productImageUrls(stored, cdnHost) };
  } catch (error) {
    if (error instanceof InvalidImageError) throw new HttpError(400, error.message);
    throw error;
  }
}
