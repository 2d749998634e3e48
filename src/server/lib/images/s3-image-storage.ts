import { assertValidImageKey, type ImageStorage } from './image-storage.ts';
import { authorization, encodePath, sha256Hex, toAmzDate } from './s3-signature.ts';

export type S3Settings = {
  /** Base URL of the S3-compatible service, e.g. `https://fsn1.your-objectstorage.com`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** An S3 call failed; `code` is the service's error code (`SignatureDoesNotMatch`, …) if it sent one. */
export class S3RequestError extends Error {
  override readonly name = 'S3RequestError';

  constructor(
    readonly operation: string,
    readonly key: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`S3 ${operation} ${key} failed: HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

const TIMEOUT_MS = 10_000;

/**
 * Pictures as objects in a bucket, addressed path-style (`{endpoint}/{bucket}/{key}`) so MinIO,
 * Ceph, Hetzner, Cloudflare R2 and AWS itself all work; every call is signed with SigV4.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly endpoint: URL;

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.endpoint = new URL(settings.endpoint);
  }

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    assertValidImageKey(key);
    const basePath = this.endpoint.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${this.settings.bucket}/${key}`;
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: this.endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': toAmzDate(this.now()),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const signature = authorization(
      { method, path, headers, payloadHash },
      {
        accessKeyId: this.settings.accessKeyId,
        secretAccessKey: this.settings.secretAccessKey,
        region: this.settings.region,
        service: 's3',
        amzDate: headers['x-amz-date'] as string,
      },
    );
    // fetch sets Host itself, from the same URL the signature covers.
    const { host: _host, ...sent } = headers;
    return fetch(new URL(encodePath(path), this.endpoint), {
      method,
      headers: { ...sent, authorization: signature },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  private async fail(operation: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null;
    throw new S3RequestError(operation, key, response.status, code);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, data, contentType);
    if (!response.ok) return this.fail('PutObject', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) return this.fail('GetObject', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the key existed; some compatible stores answer 404.
    if (!response.ok && response.status !== 404) return this.fail('DeleteObject', key, response);
    await response.body?.cancel();
  }
}
