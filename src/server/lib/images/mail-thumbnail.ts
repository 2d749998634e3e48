import sharp from 'sharp';
import type { ImageStorage } from './image-storage.ts';
import { imageKeys } from './save-image.ts';

/** Twice the 96 px a mail shows, for sharp phone screens. */
const THUMBNAIL_EDGE = 192;

/**
 * A small square JPEG of a stored picture, to travel inside a mail (cid:), since a mail loads
 * nothing from the web (decision 057): ~10 KB, where the stored PNG may be a megabyte. Null when
 * the picture is gone or unreadable: the mail goes out without it.
 */
export async function mailThumbnail(
  storage: ImageStorage,
  imageId: string,
): Promise<Buffer | null> {
  try {
    const png = await storage.get(imageKeys(imageId).png);
    if (png === null) return null;
    return await sharp(png)
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
