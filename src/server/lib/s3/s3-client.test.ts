import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { S3Client, S3RequestError } from './s3-client.ts';

let s3: FakeS3;
let dir: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function client(secretAccessKey = s3.secretAccessKey) {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey,
  });
}

describe('S3Client against an S3-compatible fake that checks signatures', () => {
  it('lists every key under a prefix, page by page', async () => {
    for (const key of ['a/1', 'a/2', 'a/3', 'a/4', 'a/5', 'b/1']) {
      s3.objects.set(key, { body: Buffer.from(key), contentType: 'text/plain' });
    }
    const keys: string[] = [];
    for await (const key of client().listKeys('a/', 2)) keys.push(key);
    expect(keys).toEqual(['a/1', 'a/2', 'a/3', 'a/4', 'a/5']);
    expect(s3.requests.filter((request) => request.key === '').length).toBe(3);
  });

  it('uploads a file as a stream with its length and a signed hash of its content', async () => {
    const file = path.join(dir, 'backup.tar.gz');
    const content = Buffer.alloc(3 * 1024 * 1024, 7);
    content.write('Kinderkiste', 0);
    await fs.writeFile(file, content);
    await client().putFile('backups/backup.tar.gz', file, 'application/gzip');
    expect(s3.objects.get('backups/backup.tar.gz')).toEqual({
      body: content,
      contentType: 'application/gzip',
    });
  });

  it('fails clearly when the upload is refused', async () => {
    const file = path.join(dir, 'small.txt');
    await fs.writeFile(file, 'x');
    const error = await client('wrong-secret')
      .putFile('backups/small.txt', file, 'text/plain')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });
});
