import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { authorization, parseAuthorization, sha256Hex } from '../lib/s3/s3-signature.ts';

// A small S3-compatible server for tests: path-style PUT/GET/HEAD/DELETE object and
// ListObjectsV2, kept in memory.
// It checks every request's SigV4 signature against the shared secret, as S3 does, so a test
// against it proves the shop really signs its calls.

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request seen: method, key and the status answered. */
  requests: { method: string; key: string; status: number }[];
  close: () => Promise<void>;
};

function xmlError(response: http.ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Why the request's signature is not acceptable, or null when it is. */
function signatureProblem(
  request: http.IncomingMessage,
  path: string,
  query: Record<string, string>,
  body: Buffer,
  s3: Pick<FakeS3, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): { status: number; code: string; message: string } | null {
  const header = request.headers.authorization;
  const parsed = parseAuthorization(header);
  if (!parsed) {
    return { status: 403, code: 'AccessDenied', message: 'Missing or malformed Authorization.' };
  }
  if (parsed.accessKeyId !== s3.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'Unknown access key.' };
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!parsed.signedHeaders.includes('host') || !amzDate.startsWith(parsed.date)) {
    return { status: 403, code: 'AccessDenied', message: 'Host or date not signed.' };
  }
  if (payloadHash !== sha256Hex(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch', message: 'Body hash differs.' };
  }
  const headers: Record<string, string> = {};
  for (const name of parsed.signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) {
      return { status: 403, code: 'AccessDenied', message: `Signed header ${name} missing.` };
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const expected = authorization(
    { method: request.method ?? 'GET', path, query, headers, payloadHash },
    {
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: parsed.service,
      amzDate,
    },
  );
  if (parsed.region !== s3.region || !sameText(expected, header ?? '')) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return null;
}

/** ListObjectsV2's answer: keys in order, `max-keys` per page, the last key as the token. */
function listObjectsV2(objects: Map<string, unknown>, query: Record<string, string>): string {
  const prefix = query.prefix ?? '';
  const after = query['continuation-token']
    ? Buffer.from(query['continuation-token'], 'base64url').toString('utf8')
    : '';
  const maxKeys = Number(query['max-keys'] ?? 1000);
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(page.at(-1) ?? '').toString('base64url')}</NextContinuationToken>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${page.map((key) => `<Contents><Key>${key}</Key></Contents>`).join('')}${next}</ListBucketResult>`;
}

export async function startFakeS3(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<FakeS3> {
  const s3 = {
    bucket: options.bucket ?? 'shop-images',
    region: options.region ?? 'eu-central-1',
    accessKeyId: options.accessKeyId ?? 'FAKEACCESSKEY0000001',
    secretAccessKey: options.secretAccessKey ?? 'fake-secret-key-for-tests-only-0123456789',
    objects: new Map<string, { body: Buffer; contentType: string }>(),
    requests: [] as FakeS3['requests'],
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const path = decodeURIComponent(url.pathname);
      const query = Object.fromEntries(url.searchParams);
      const [, bucket = '', ...rest] = path.split('/');
      const key = rest.join('/');
      const body = await readBody(request);
      const answer = (status: number) =>
        s3.requests.push({ method: request.method ?? '', key, status });

      const problem = signatureProblem(request, path, query, body, s3);
      if (problem) {
        answer(problem.status);
        return xmlError(response, problem.status, problem.code, problem.message);
      }
      if (bucket !== s3.bucket) {
        answer(404);
        return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
      }
      if (request.method === 'GET' && key === '' && query['list-type'] === '2') {
        answer(200);
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(listObjectsV2(s3.objects, query));
      }
      const stored = s3.objects.get(key);
      switch (request.method) {
        case 'PUT':
          s3.objects.set(key, {
            body,
            contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          });
          answer(200);
          response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
          return response.end();
        case 'GET':
        case 'HEAD':
          if (!stored) {
            answer(404);
            return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          }
          answer(200);
          response.writeHead(200, {
            'content-type': stored.contentType,
            'content-length': stored.body.length,
          });
          return response.end(request.method === 'GET' ? stored.body : undefined);
        case 'DELETE':
          s3.objects.delete(key);
          answer(204);
          response.writeHead(204);
          return response.end();
        default:
          answer(405);
          return xmlError(response, 405, 'MethodNotAllowed', 'Method not allowed.');
      }
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...s3,
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
