import type { ImageStorage } from '../lib/images/image-storage.ts';
import { saveImage, type StoredImage } from '../lib/images/save-image.ts';
import type { DemoProduct } from './demo-catalogue.ts';
import { generatePicture } from './generate-picture.ts';

export type StoreDemoPicturesOptions = {
  /** Pictures processed at once. Each already uses every core while encoding; default 2. */
  concurrency?: number;
};

/**
 * Renders every product's pictures and stores them through saveImage, exactly like uploads.
 * Returns the stored pictures per item number, in the order of `product.pictures`.
 */
export async function storeDemoPictures(
  storage: ImageStorage,
  products: readonly Pick<DemoProduct, 'itemNumber' | 'pictures'>[],
  options: StoreDemoPicturesOptions = {},
): Promise<Map<number, StoredImage[]>> {
  const tasks = products.flatMap((product) =>
    product.pictures.map((spec, index) => ({ itemNumber: product.itemNumber, index, spec })),
  );
  const results = new Map<number, StoredImage[]>(
    products.map((product) => [
      product.itemNumber,
      new Array<StoredImage>(product.pictures.length),
    ]),
  );

  let next = 0;
  const worker = async (): Promise<void> => {
    for (let task = tasks[next++]; task !== undefined; task = tasks[next++]) {
      const stored = await saveImage(storage, await generatePicture(task.spec));
      const list = results.get(task.itemNumber);
      if (list) list[task.index] = stored;
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 2, tasks.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
