import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertValidImageKey, InvalidImageKeyError, LocalImageStorage } from './image-storage.ts';

describe('LocalImageStorage', () => {
  let parentDir: string;
  let rootDir: string;
  let storage: LocalImageStorage;

  beforeEach(async () => {
    parentDir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-storage-'));
    rootDir = path.join(parentDir, 'images');
    storage = new LocalImageStorage(rootDir);
  });

  afterEach(async () => {
    await fs.rm(parentDir, { recursive: true, force: true });
  });

  it('stores, reads and deletes a file, creating folders as needed', async () => {
    const data = Buffer.from([1, 2, 3, 4]);

    await storage.put('ab12cd34.avif', data, 'image/avif');

    expect(await storage.get('ab12cd34.avif')).toEqual(data);
    expect(await fs.readFile(path.join(rootDir, 'ab12cd34.avif'))).toEqual(data);

    await storage.delete('ab12cd34.avif');

    expect(await storage.get('ab12cd34.avif')).toBeNull();
  });

  it('lists every stored key, nested ones too, but no file still being written', async () => {
    const none: string[] = [];
    for await (const key of storage.list()) none.push(key);
    expect(none).toEqual([]); // the folder does not exist yet
    await storage.put('a1.webp', Buffer.from('a'), 'image/webp');
    await storage.put('demo/b2.png', Buffer.from('b'), 'image/png');
    await fs.writeFile(path.join(rootDir, 'c3.avif.0b7e.tmp'), 'half');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual(['a1.webp', 'demo/b2.png']);
  });

  it('accepts nested keys', async () => {
    await storage.put('demo/ab12cd34-lowres.webp', Buffer.from('x'), 'image/webp');

    expect(await storage.get('demo/ab12cd34-lowres.webp')).toEqual(Buffer.from('x'));
  });

  it('overwrites an existing key and leaves no temporary files', async () => {
    await storage.put('a.png', Buffer.from('old'), 'image/png');
    await storage.put('a.png', Buffer.from('new'), 'image/png');

    expect(await storage.get('a.png')).toEqual(Buffer.from('new'));
    expect(await fs.readdir(rootDir)).toEqual(['a.png']);
  });

  it('returns null for a missing key and deletes a missing key without complaint', async () => {
    expect(await storage.get('missing.webp')).toBeNull();
    await expect(storage.delete('missing.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.png',
    'a/../../escape.png',
    '..',
    '.',
    '/etc/passwd',
    'a\\..\\escape.png',
    '',
    'a//b.png',
    'a/',
    '.hidden',
    'a/..',
    'x..png',
    'name with space.png',
    'nul\u0000.png',
  ])('rejects the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(
      InvalidImageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
    // Nothing was written anywhere near the storage folder.
    expect(await fs.readdir(parentDir)).toEqual([]);
  });

  it('accepts the keys saveImage produces', () => {
    for (const key of ['0f1e2d3c4b5a69788796a5b4c3d2e1f0.avif', 'abc-lowres.webp', 'a_b.png']) {
      expect(() => assertValidImageKey(key)).not.toThrow();
    }
  });
});
