// Purging a CDN's copies by tag (issue 33, decision 066). Cloudflare's purge-by-tag API:
// POST {api}/zones/{zone id}/purge_cache with {"tags": [...]} and a bearer token; it answers
// {"success": true, "errors": [], "messages": [], "result": {"id": "..."}}. Cloudflare allows up
// to 100 tags per request on every plan (earlier: 30) and limits requests per second per account
// (5/s on Pro, 5/min on Free): the purger sends few large requests, and waits on a 429.

/** Purges what a CDN keeps under these tags; resolves once the CDN has accepted. */
export type CdnPurge = (tags: readonly string[]) => Promise<void>;

export const CLOUDFLARE_TAGS_PER_REQUEST = 100;
const REQUEST_TIMEOUT_MS = 10_000;

export class CdnPurgeError extends Error {}

export function createCloudflarePurge(options: {
  apiUrl: string;
  zoneId: string;
  apiToken: string;
  fetch?: typeof fetch;
}): CdnPurge {
  const send = options.fetch ?? fetch;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
  return async (tags) => {
    for (let start = 0; start < tags.length; start += CLOUDFLARE_TAGS_PER_REQUEST) {
      const batch = tags.slice(start, start + CLOUDFLARE_TAGS_PER_REQUEST);
      const response = await send(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ tags: batch }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean;
        errors?: { code?: number; message?: string }[];
      } | null;
      if (!response.ok || answer?.success !== true) {
        const reason = answer?.errors?.map((error) => `${error.code}: ${error.message}`).join('; ');
        throw new CdnPurgeError(
          `Cloudflare purge by tag failed with HTTP ${response.status}${reason ? ` (${reason})` : ''}`,
        );
      }
    }
  };
}
