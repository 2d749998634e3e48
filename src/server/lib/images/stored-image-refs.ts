import sharp from 'sharp';
import type { StoredImageRef } from '../../db/schema.ts';
import { HttpError } from '../http-error.ts';
import type { ImageStorage } from './image-storage.ts';
import { imageKeys } from './save-image.ts';

// Shared by the owner's item form and a seller's announced items (decision 074).

/**
 * The stored pictures for these ids, in this order. Pictures the item already has keep their
 * data; new ones must have been uploaded (their PNG variant exists) and are measured from it.
 */
export async function imageRefs(
  storage: ImageStorage,
  ids: string[],
  known: StoredImageRef[] = [],
): Promise<StoredImageRef[]> {
  return Promise.all(
    ids.map(async (id) => {
      const existing = known.find((image) => image.id === id);
      if (existing) return existing;
      const png = await storage.get(imageKeys(id).png);
      if (!png) throw new HttpError(400, 'Ein Bild fehlt. Bitte lade es noch einmal hoch.');
      const { width, height } = await sharp(png).metadata();
      return { id, width: width ?? 0, height: height ?? 0 };
    }),
  );
}
