import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalImageStorage } from '../lib/images/image-storage.ts';
import { imageKeys } from '../lib/images/save-image.ts';
import { storeDemoPictures } from './store-demo-pictures.ts';

describe('storeDemoPictures', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('stores each picture of each product under its own id, in order', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-pictures-'));
    const storage = new LocalImageStorage(dir);
    const products = [
      {
        itemNumber: 1001,
        pictures: [0, 1].map(
          (view) => ({ shape: 'beanie', pattern: 'dots', seed: 1, view }) as const,
        ),
      },
      {
        itemNumber: 1002,
        pictures: [{ shape: 'figure', pattern: 'plain', seed: 2, view: 0 } as const],
      },
    ];

    const stored = await storeDemoPictures(storage, products, { concurrency: 2 });

    expect(stored.get(1001)).toHaveLength(2);
    expect(stored.get(1002)).toHaveLength(1);
    const ids = [...stored.values()].flat().map((image) => image.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      for (const key of Object.values(imageKeys(id))) {
        expect(await storage.get(key)).not.toBeNull();
      }
    }
    expect(await fs.readdir(dir)).toHaveLength(12);
  });
});
