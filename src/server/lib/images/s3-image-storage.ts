import { BACKUPS_PREFIX, S3Client, type S3Settings } from '../s3/s3-client.ts';
import { assertValidImageKey, type ImageStorage } from './image-storage.ts';

/** Pictures as objects in an S3-compatible bucket (decision 016). */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  constructor(settings: S3Settings, now?: () => Date) {
    this.client = new S3Client(settings, now);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidImageKey(key);
    const response = await this.client.send('PUT', key, { body: data, contentType });
    if (!response.ok) return this.client.fail('PutObject', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Buffer | null> {
    assertValidImageKey(key);
    const response = await this.client.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) return this.client.fail('GetObject', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    assertValidImageKey(key);
    await this.client.delete(key);
  }

  async *list(): AsyncGenerator<string> {
    for await (const key of this.client.listKeys()) {
      // The bucket may also hold the shop's backup copies; they are no pictures.
      if (!key.startsWith(BACKUPS_PREFIX)) yield key;
    }
  }
}
