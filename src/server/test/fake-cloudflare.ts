import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Cloudflare's purge-by-tag API, for tests: POST
// /client/v4/zones/{zone id}/purge_cache with a bearer token and {"tags": [...]} (at most 100),
// answered in Cloudflare's envelope ({"success", "errors", "messages", "result": {"id"}}). It
// records every purge it accepted, and can refuse the next requests as Cloudflare does when its
// rate limit is reached (429, error code 1134... here a fixed one).

export type FakeCloudflare = {
  /** The API base to configure as CLOUDFLARE_API_URL. */
  apiUrl: string;
  zoneId: string;
  apiToken: string;
  /** Every accepted purge's tags, in order. */
  purges: string[][];
  /** Refuses this many of the next purge requests with 429. */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
};

const MAX_TAGS = 100;

export async function startFakeCloudflare(): Promise<FakeCloudflare> {
  const zoneId = '023e105f4ecef8ad9ca31a8372d0c353';
  const apiToken = 'fake-cloudflare-token-0123456789';
  const purges: string[][] = [];
  let refusing = 0;
  let purgeCount = 0;
  const answer = (
    response: http.ServerResponse,
    status: number,
    body: { success: boolean; errors: { code: number; message: string }[]; result: unknown },
  ) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ...body, messages: [] }));
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== `/client/v4/zones/${zoneId}/purge_cache`) {
        answer(response, 404, {
          success: false,
          errors: [{ code: 7003, message: 'Could not route to this path' }],
          result: null,
        });
        return;
      }
      if (request.headers.authorization !== `Bearer ${apiToken}`) {
        answer(response, 403, {
          success: false,
          errors: [{ code: 10000, message: 'Authentication error' }],
          result: null,
        });
        return;
      }
      if (refusing > 0) {
        refusing -= 1;
        answer(response, 429, {
          success: false,
          errors: [
            { code: 971, message: 'Please wait and consider throttling your request speed' },
          ],
          result: null,
        });
        return;
      }
      let tags: unknown;
      try {
        tags = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tags?: unknown }).tags;
      } catch {
        tags = undefined;
      }
      if (
        !Array.isArray(tags) ||
        tags.length === 0 ||
        tags.length > MAX_TAGS ||
        !tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 1024)
      ) {
        answer(response, 400, {
          success: false,
          errors: [
            {
              code: 1012,
              message:
                'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
            },
          ],
          result: null,
        });
        return;
      }
      purges.push(tags as string[]);
      purgeCount += 1;
      answer(response, 200, {
        success: true,
        errors: [],
        result: { id: `purge-${purgeCount}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/client/v4`,
    zoneId,
    apiToken,
    purges,
    refuseNext: (count) => {
      refusing = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
