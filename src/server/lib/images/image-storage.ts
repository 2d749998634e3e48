import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where encoded pictures live. Keys are flat file names such as `ab12cd34.avif` (a nested key
 * like `demo/ab12cd34.avif` is allowed too); the local folder is served at `/images/`, an
 * S3-compatible bucket behind a CDN can implement the same interface.
 */
export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is nothing under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (backups copy them all). */
  list(): AsyncIterable<string>;
}

/** A key was rejected: empty, absolute, with `..`, backslashes or characters outside [A-Za-z0-9._-]. */
export class InvalidImageKeyError extends Error {
  override readonly name = 'InvalidImageKeyError';

  constructor(readonly key: string) {
    super(`Invalid image storage key: ${JSON.stringify(key)}`);
  }
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws InvalidImageKeyError unless every `/`-separated segment is a plain, non-hidden name. */
export function assertValidImageKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 200 &&
    segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'));
  if (!valid) throw new InvalidImageKeyError(key);
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Stores pictures as files below `rootDir`, creating folders as needed. */
export class LocalImageStorage implements ImageStorage {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  private pathOf(key: string): string {
    assertValidImageKey(key);
    const filePath = path.resolve(this.rootDir, key);
    // Belt and braces: the key check above already rules this out.
    if (!filePath.startsWith(this.rootDir + path.sep)) throw new InvalidImageKeyError(key);
    return filePath;
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const filePath = this.pathOf(key);
    await fs.mkdir(path.dirname(filePath), { recursive: true });
    // Write to a temporary name and rename, so a reader never sees half a file.
    const temporary = `${filePath}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, filePath);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncGenerator<string> {
    const entries = await fs
      .readdir(this.rootDir, { recursive: true, withFileTypes: true })
      .catch((error: unknown) => {
        if (isNotFound(error)) return [];
        throw error;
      });
    for (const entry of entries) {
      // A file being written has a temporary name until it is complete (put above).
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const key = path.relative(this.rootDir, path.join(entry.parentPath, entry.name));
      yield key.split(path.sep).join('/');
    }
  }
}
