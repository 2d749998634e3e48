import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageStorage } from './image-storage.ts';
import { InvalidImageError } from './process-image.ts';
import { deleteImage, imageKeys, imageUrls, saveImage } from './save-image.ts';

/** An in-memory storage that records what was put. */
function memoryStorage(): ImageStorage & { files: Map<string, { data: Buffer; type: string }> } {
  const files = new Map<string, { data: Buffer; type: string }>();
  return {
    files,
    put: async (key, data, type) => {
      files.set(key, { data, type });
    },
    get: async (key) => files.get(key)?.data ?? null,
    delete: async (key) => {
      files.delete(key);
    },
    list: async function* () {
      yield* files.keys();
    },
  };
}

describe('saveImage', () => {
  it('stores avif, webp, png and lowres variants under a random id', async () => {
    const storage = memoryStorage();
    const input = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#88aacc' },
    })
      .jpeg()
      .toBuffer();

    const stored = await saveImage(storage, input);

    expect(stored.id).toMatch(/^[0-9a-f]{32}$/);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1200, height: 900 });
    expect([...storage.files.keys()].sort()).toEqual(
      [
        `${stored.id}-lowres.webp`,
        `${stored.id}.avif`,
        `${stored.id}.png`,
        `${stored.id}.webp`,
      ].sort(),
    );
    expect(storage.files.get(`${stored.id}.avif`)?.type).toBe('image/avif');
    expect(storage.files.get(`${stored.id}.webp`)?.type).toBe('image/webp');
    expect(storage.files.get(`${stored.id}.png`)?.type).toBe('image/png');
    expect(storage.files.get(`${stored.id}-lowres.webp`)?.type).toBe('image/webp');

    const second = await saveImage(storage, input);
    expect(second.id).not.toBe(stored.id);

    await deleteImage(storage, stored.id);
    expect(storage.files.size).toBe(4);
  });

  it('stores nothing for a file that is not a picture', async () => {
    const storage = memoryStorage();

    await expect(saveImage(storage, Buffer.from('kein Bild'))).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    expect(storage.files.size).toBe(0);
  });

  it('leaves no variant behind when storing fails half-way', async () => {
    const storage = memoryStorage();
    const failing: ImageStorage = {
      ...storage,
      put: async (key, data, type) => {
        if (key.endsWith('.png')) throw new Error('disk full');
        await storage.put(key, data, type);
      },
    };
    const input = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer();

    await expect(saveImage(failing, input)).rejects.toThrow('disk full');
    expect(storage.files.size).toBe(0);
  });
});

describe('imageUrls', () => {
  it('points at /images/ on this server by default', () => {
    expect(imageUrls('abc')).toEqual({
      avif: '/images/abc.avif',
      webp: '/images/abc.webp',
      png: '/images/abc.png',
      lowres: '/images/abc-lowres.webp',
    });
  });

  it('points at the CDN host when one is configured', () => {
    expect(imageUrls('abc', 'cdn.example.de')).toEqual({
      avif: 'https://cdn.example.de/images/abc.avif',
      webp: 'https://cdn.example.de/images/abc.webp',
      png: 'https://cdn.example.de/images/abc.png',
      lowres: 'https://cdn.example.de/images/abc-lowres.webp',
    });
  });

  it('uses the same names as the storage keys', () => {
    const keys = imageKeys('abc');
    const urls = imageUrls('abc');
    for (const variant of ['avif', 'webp', 'png', 'lowres'] as const) {
      expect(urls[variant]).toBe(`/images/${keys[variant]}`);
    }
  });
});
