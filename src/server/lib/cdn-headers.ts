import { EVERYTHING_TAG } from './shop-changes.ts';

// The headers that let a CDN keep a public answer and purge it by tag (issue 33, decision 066).
// Browsers keep today's rule: ask again every time, with the ETag (`max-age=0, must-revalidate`).
// A shared cache may keep the answer for `s-maxage` seconds: never past the answer's own end (the
// next reservation it shows lapsing, the next minute), so a reservation mark that changes with
// the clock alone is right behind the CDN too. Every change it shows purges its tags before that.

/** Longest a CDN keeps an answer: every answer changes by the minute at the latest. */
const MAX_SHARED_SECONDS = 60;
/**
 * How long a CDN may send an answer past its end while it asks for the new one. Only where being
 * a few seconds late breaks no promise: an answer bound by the minute (sale dates, the 30-day
 * lowest price), never one that ends with a reservation lapsing.
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 10;

export interface SharedAnswer {
  /** What it shows; null: not purgeable by tag, so no CDN may keep it. */
  tags: readonly string[] | null;
  /** Epoch ms at which it stops being true by the clock alone. */
  validUntil: number;
  /** Whether that end is a reservation lapsing (a mark changes), not the minute. */
  endsWithLapse: boolean;
}

/** Cache headers for an answer every visitor gets alike. */
export function publicCacheHeaders(answer: SharedAnswer, now: number): Record<string, string> {
  const seconds = Math.min(MAX_SHARED_SECONDS, Math.floor((answer.validUntil - now) / 1000));
  if (answer.tags === null || seconds < 1) return { 'cache-control': 'no-cache' };
  // A page drawn from several answers names a tag once (the header has a size limit).
  const tags = [...new Set([EVERYTHING_TAG, ...answer.tags])];
  const stale = answer.endsWithLapse
    ? ''
    : `, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
  return {
    // must-revalidate keeps browsers from serving it stale; s-maxage is for shared caches.
    'cache-control': `public, max-age=0, must-revalidate, s-maxage=${seconds}`,
    // The CDNs' own copies of the rule (RFC 9213 for Cloudflare, Surrogate-Control for Fastly),
    // which also allow the short stale window that Cache-Control's must-revalidate forbids.
    'cdn-cache-control': `max-age=${seconds}${stale}`,
    'surrogate-control': `max-age=${seconds}${stale}`,
    'cache-tag': tags.join(','),
    'surrogate-key': tags.join(' '),
  };
}

/** For an answer made for one visitor (her own reservation, her cart): no shared cache. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
