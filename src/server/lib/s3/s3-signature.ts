import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3 requests signed in the Authorization header
// (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). Written out here
// because the shop only needs a few object calls and no SDK dependency.

export const EMPTY_PAYLOAD_HASH = sha256Hex('');

export type SignableRequest = {
  method: string;
  /** The decoded path, e.g. `/bucket/photo.avif`; every segment is percent-encoded once. */
  path: string;
  query?: Record<string, string>;
  /** Every header the signature covers (host, x-amz-date and x-amz-content-sha256 among them). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, the same value as the x-amz-content-sha256 header. */
  payloadHash: string;
};

export type SigningKey = {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
  /** The request time as `YYYYMMDDTHHMMSSZ`, the x-amz-date header. */
  amzDate: string;
};

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** `2013-05-24T00:00:00.000Z` → `20130524T000000Z`. */
export function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding as SigV4 wants it: only A–Z a–z 0–9 - . _ ~ stay as they are. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The path as sent and signed: each `/`-separated segment encoded, the slashes kept. */
export function encodePath(path: string): string {
  return path.split('/').map(uriEncode).join('/');
}

function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The canonical request text and the `;`-joined list of signed header names. */
export function canonicalRequest(request: SignableRequest): {
  text: string;
  signedHeaders: string;
} {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const text = [
    request.method.toUpperCase(),
    encodePath(request.path),
    canonicalQuery(request.query ?? {}),
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/** The Authorization header value for a request. */
export function authorization(request: SignableRequest, key: SigningKey): string {
  const date = key.amzDate.slice(0, 8);
  const scope = `${date}/${key.region}/${key.service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(request);
  const stringToSign = ['AWS4-HMAC-SHA256', key.amzDate, scope, sha256Hex(text)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, date), key.region), key.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

export type ParsedAuthorization = {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
};

/** Reads an `AWS4-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=…` header; null if malformed. */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match) return null;
  const [, accessKeyId, date, region, service, signedHeaders, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    accessKeyId,
    date,
    region,
    service,
    signedHeaders: signedHeaders.split(';'),
    signature,
  };
}
