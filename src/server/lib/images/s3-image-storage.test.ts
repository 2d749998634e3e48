import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { InvalidImageKeyError } from './image-storage.ts';
import { S3RequestError } from '../s3/s3-client.ts';
import { S3ImageStorage } from './s3-image-storage.ts';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

function storage(overrides: { secretAccessKey?: string; endpoint?: string } = {}) {
  return new S3ImageStorage({
    endpoint: overrides.endpoint ?? s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: overrides.secretAccessKey ?? s3.secretAccessKey,
  });
}

describe('S3ImageStorage against an S3-compatible fake that checks signatures', () => {
  it('puts, gets and deletes objects path-style, with their content type', async () => {
    const store = storage();
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await store.put('demo/ab12.webp', bytes, 'image/webp');
    expect(s3.objects.get('demo/ab12.webp')).toEqual({ body: bytes, contentType: 'image/webp' });
    expect(await store.get('demo/ab12.webp')).toEqual(bytes);
    await store.delete('demo/ab12.webp');
    expect(await store.get('demo/ab12.webp')).toBeNull();
    await store.delete('demo/ab12.webp'); // deleting twice is no error
  });

  it('lists the pictures in the bucket, not the backup copies beside them', async () => {
    const store = storage();
    await store.put('list/one.webp', Buffer.from('1'), 'image/webp');
    await store.put('list/two.webp', Buffer.from('2'), 'image/webp');
    s3.objects.set('backups/shop-backup.tar.gz', { body: Buffer.from('b'), contentType: 'x' });
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['list/one.webp', 'list/two.webp']));
    expect(keys).not.toContain('backups/shop-backup.tar.gz');
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage().get('nothing-here.png')).toBeNull();
  });

  it('fails clearly when the secret is wrong, and stores nothing', async () => {
    const wrong = storage({ secretAccessKey: 'not-the-secret' });
    const error = await wrong.put('x1.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect((error as Error).message).toBe(
      'S3 PutObject x1.png failed: HTTP 403 SignatureDoesNotMatch',
    );
    expect(s3.objects.has('x1.png')).toBe(false);
    await expect(wrong.get('x1.png')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('keeps an endpoint path prefix and refuses unsafe keys before any request', async () => {
    const prefixed = storage({ endpoint: `${s3.endpoint}/` });
    await prefixed.put('p1.png', Buffer.from('p'), 'image/png');
    expect(s3.objects.has('p1.png')).toBe(true);
    const before = s3.requests.length;
    await expect(prefixed.get('../secret')).rejects.toBeInstanceOf(InvalidImageKeyError);
    expect(s3.requests.length).toBe(before);
  });
});

describe('the shop with IMAGE_STORE=s3', () => {
  it('refuses to start without the bucket settings', () => {
    expect(() => loadConfig({ IMAGE_STORE: 's3', S3_ENDPOINT: s3.endpoint })).toThrow(
      new ConfigError(
        'Invalid configuration: S3_BUCKET is unset: IMAGE_STORE=s3 needs it',
        'S3_BUCKET',
      ),
    );
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        IMAGE_STORE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
  });
  afterAll(() => t.close());

  it('stores an admin upload in the bucket and serves it at the shop image URLs', async () => {
    const auth = await signInAsAdmin(t);
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#f0c8d8' },
    })
      .jpeg()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...auth, 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(upload.statusCode).toBe(201);
    const image = upload.json();
    expect(image.avif).toBe(`/images/${image.id}.avif`);
    for (const key of ['.avif', '.webp', '.png', '-lowres.webp']) {
      expect(s3.objects.has(`${image.id}${key}`)).toBe(true);
    }
    // Nothing lands on the local disk.
    await expect(fs.readdir(path.join(t.dataDir, 'images'))).rejects.toThrow();

    const png = await t.app.inject({ url: image.png });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(png.rawPayload).toEqual(s3.objects.get(`${image.id}.png`)?.body);
    expect((await sharp(png.rawPayload).metadata()).width).toBe(900);
    const avif = await t.app.inject({ url: image.avif });
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('answers 404 for unknown and unsafe picture paths', async () => {
    expect((await t.app.inject({ url: '/images/0123abcd.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/images/..%2Fsecret' })).statusCode).toBe(404);
  });
});
