import { describe, expect, it } from 'vitest';
import {
  authorization,
  canonicalRequest,
  EMPTY_PAYLOAD_HASH,
  encodePath,
  parseAuthorization,
  sha256Hex,
  toAmzDate,
  type SignableRequest,
} from './s3-signature.ts';

// The four header-signing examples of the S3 API reference ("Signature Calculations for the
// Authorization Header", examplebucket, 24 May 2013) with AWS's published example keys.
const key = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
  amzDate: '20130524T000000Z',
};
const host = 'examplebucket.s3.amazonaws.com';
const welcomeHash = '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072';

const examples: {
  name: string;
  request: SignableRequest;
  signedHeaders: string;
  signature: string;
}[] = [
  {
    name: 'GET Object with a Range header',
    request: {
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: host,
        Range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
        'x-amz-date': key.amzDate,
      },
      payloadHash: EMPTY_PAYLOAD_HASH,
    },
    signedHeaders: 'host;range;x-amz-content-sha256;x-amz-date',
    signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  },
  {
    name: 'PUT Object with a $ in the key',
    request: {
      method: 'PUT',
      path: '/test$file.text',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        Host: host,
        'x-amz-date': key.amzDate,
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': welcomeHash,
      },
      payloadHash: welcomeHash,
    },
    signedHeaders: 'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
    signature: '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
  },
  {
    name: 'GET Bucket Lifecycle (query parameter without value)',
    request: {
      method: 'GET',
      path: '/',
      query: { lifecycle: '' },
      headers: {
        Host: host,
        'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
        'x-amz-date': key.amzDate,
      },
      payloadHash: EMPTY_PAYLOAD_HASH,
    },
    signedHeaders: 'host;x-amz-content-sha256;x-amz-date',
    signature: 'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
  },
  {
    name: 'GET Bucket (List Objects, query sorted by name)',
    request: {
      method: 'GET',
      path: '/',
      query: { prefix: 'J', 'max-keys': '2' },
      headers: {
        Host: host,
        'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
        'x-amz-date': key.amzDate,
      },
      payloadHash: EMPTY_PAYLOAD_HASH,
    },
    signedHeaders: 'host;x-amz-content-sha256;x-amz-date',
    signature: '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
  },
];

describe('authorization (SigV4)', () => {
  it.each(examples)('reproduces the documented example: $name', (example) => {
    expect(authorization(example.request, key)).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=${example.signedHeaders},Signature=${example.signature}`,
    );
  });

  it('hashes the documented PUT body to the documented payload hash', () => {
    expect(sha256Hex('Welcome to Amazon S3.')).toBe(welcomeHash);
    expect(EMPTY_PAYLOAD_HASH).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('changes the signature when the secret, the body or a signed header differs', () => {
    const [get] = examples;
    if (!get) throw new Error('no example');
    const reference = authorization(get.request, key);
    expect(authorization(get.request, { ...key, secretAccessKey: 'other' })).not.toBe(reference);
    expect(authorization({ ...get.request, payloadHash: welcomeHash }, key)).not.toBe(reference);
    const headers = { ...get.request.headers, Range: 'bytes=0-10' };
    expect(authorization({ ...get.request, headers }, key)).not.toBe(reference);
  });

  it('writes the canonical request of the GET example line by line', () => {
    const [get] = examples;
    if (!get) throw new Error('no example');
    expect(canonicalRequest(get.request).text).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_HASH}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
  });
});

describe('helpers', () => {
  it.each([
    ['/test$file.text', '/test%24file.text'],
    ['/bucket/ab12.avif', '/bucket/ab12.avif'],
    ['/bucket/demo/a b~(1).png', '/bucket/demo/a%20b~%281%29.png'],
  ])('encodes the path %s as %s', (path, encoded) => {
    expect(encodePath(path)).toBe(encoded);
  });

  it('formats the request time', () => {
    expect(toAmzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });

  it('parses its own Authorization header and refuses malformed ones', () => {
    const [get] = examples;
    if (!get) throw new Error('no example');
    expect(parseAuthorization(authorization(get.request, key))).toEqual({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      date: '20130524',
      region: 'us-east-1',
      service: 's3',
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      signature: get.signature,
    });
    expect(parseAuthorization(undefined)).toBeNull();
    expect(parseAuthorization('AWS AKIAIOSFODNN7EXAMPLE:frJIUN8DYpKDtOLCwo//yllqDzg=')).toBeNull();
  });
});
