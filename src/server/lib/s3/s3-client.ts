import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { authorization, encodePath, sha256Hex, toAmzDate } from './s3-signature.ts';

// The few calls the shop makes to an S3-compatible bucket (pictures, decision 016; backup copies,
// decision 025), addressed path-style (`{endpoint}/{bucket}/{key}`) so MinIO, Ceph, Hetzner,
// Cloudflare R2 and AWS itself all work; every call is signed with SigV4.

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

/** Keys under this prefix are the shop's backup copies (decision 025), never pictures. */
export const BACKUPS_PREFIX = 'backups/';

const TIMEOUT_MS = 10_000;

type Method = 'PUT' | 'GET' | 'DELETE';

export class S3Client {
  private readonly endpoint: URL;

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.endpoint = new URL(settings.endpoint);
  }

  /** The path (`/bucket/key`) and the signed headers of one call. */
  private sign(
    method: Method,
    key: string,
    options: { payloadHash: string; query?: Record<string, string>; contentType?: string },
  ): { path: string; headers: Record<string, string> } {
    const basePath = this.endpoint.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${this.settings.bucket}${key === '' ? '/' : `/${key}`}`;
    const headers: Record<string, string> = {
      host: this.endpoint.host,
      'x-amz-content-sha256': options.payloadHash,
      'x-amz-date': toAmzDate(this.now()),
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    };
    const signature = authorization(
      { method, path, query: options.query, headers, payloadHash: options.payloadHash },
      {
        accessKeyId: this.settings.accessKeyId,
        secretAccessKey: this.settings.secretAccessKey,
        region: this.settings.region,
        service: 's3',
        amzDate: headers['x-amz-date'] as string,
      },
    );
    return { path, headers: { ...headers, authorization: signature } };
  }

  /** One call with a body held in memory (or none). */
  async send(
    method: Method,
    key: string,
    options: { body?: Buffer; query?: Record<string, string>; contentType?: string } = {},
  ): Promise<Response> {
    const { path, headers } = this.sign(method, key, {
      payloadHash: sha256Hex(options.body ?? ''),
      query: options.query,
      contentType: options.contentType,
    });
    const url = new URL(encodePath(path), this.endpoint);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(name, value);
    }
    // fetch sets Host itself, from the same URL the signature covers.
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: sent,
      body: options.body ? new Uint8Array(options.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async fail(operation: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null;
    throw new S3RequestError(operation, key, response.status, code);
  }

  /** Removes `key`; removing a key that does not exist is not an error. */
  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the key existed; some compatible stores answer 404.
    if (!response.ok && response.status !== 404) await this.fail('DeleteObject', key, response);
    await response.body?.cancel();
  }

  /** Every key that starts with `prefix` (ListObjectsV2, page by page). */
  async *listKeys(prefix = '', pageSize = 1000): AsyncGenerator<string> {
    let continuationToken: string | undefined;
    do {
      const query: Record<string, string> = {
        'list-type': '2',
        prefix,
        'max-keys': String(pageSize),
      };
      if (continuationToken) query['continuation-token'] = continuationToken;
      const response = await this.send('GET', '', { query });
      if (!response.ok) await this.fail('ListObjectsV2', prefix, response);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) yield decodeXml(match[1] ?? '');
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
      continuationToken = truncated && next ? decodeXml(next) : undefined;
    } while (continuationToken);
  }

  /**
   * Uploads a file without reading it into memory: its SHA-256 is computed first (S3 wants it
   * signed), then it is streamed with its length (S3 refuses a PUT without one).
   */
  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    const { size } = await fs.stat(file);
    const { path, headers } = this.sign('PUT', key, {
      payloadHash: hash.digest('hex'),
      contentType,
    });
    const url = new URL(encodePath(path), this.endpoint);
    const transport = url.protocol === 'https:' ? https : http;
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = transport.request(
        url,
        { method: 'PUT', headers: { ...headers, 'content-length': String(size) } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      createReadStream(file).on('error', reject).pipe(request);
    });
    if (status.status < 200 || status.status >= 300) {
      const code = /<Code>([^<]+)<\/Code>/.exec(status.body)?.[1] ?? null;
      throw new S3RequestError('PutObject', key, status.status, code);
    }
  }
}

function decodeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
