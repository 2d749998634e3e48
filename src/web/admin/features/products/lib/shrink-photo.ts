/**
 * Photos are made smaller on the phone before they are sent (decision 039): a phone's upload is
 * the slow part, and the server keeps at most 1200 px on the long side anyway (process-image.ts).
 */

/** A little above the server's 1200 px, so its own resampling still has something to work with. */
export const MAX_LONG_SIDE = 1600;
/** Below this a file is sent as it is: shrinking would save little and may cost quality. */
export const SMALL_FILE_BYTES = 500 * 1024;
const QUALITY = 0.85;

/** The size to draw a width × height picture at: at most MAX_LONG_SIDE on the long side. */
export function shrunkSize(
  width: number,
  height: number,
  maxLongSide = MAX_LONG_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A JPEG at most MAX_LONG_SIDE on the long side, turned upright as the camera meant it (the EXIF
 * orientation is applied, since the output carries no EXIF). Whatever cannot be decoded here (an
 * unusual format) is sent as it is: the server re-encodes every picture and refuses non-images.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= SMALL_FILE_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const blob = await drawAsJpeg(bitmap, width, height);
    bitmap.close();
    return blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('toBlob failed')) : resolve(blob)),
      'image/jpeg',
      QUALITY,
    ),
  );
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): void {
  if (context === null) throw new Error('no 2d context');
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
