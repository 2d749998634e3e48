import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalImageStorage, type ImageStorage } from './image-storage.ts';
import { S3ImageStorage } from './s3-image-storage.ts';

/** The picture store the configuration names: DATA_DIR/images, or an S3-compatible bucket. */
export function createImageStorage(config: Config): ImageStorage {
  if (config.IMAGE_STORE === 'local')
    return new LocalImageStorage(path.join(config.dataDir, 'images'));
  // loadConfig has already refused IMAGE_STORE=s3 without these.
  return new S3ImageStorage({
    endpoint: config.S3_ENDPOINT ?? '',
    region: config.S3_REGION,
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  });
}
