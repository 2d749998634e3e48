import { describe, expect, it } from 'vitest';
import { publicCacheHeaders } from './cdn-headers.ts';

const now = Date.UTC(2026, 10, 27, 14, 30, 0);

describe('publicCacheHeaders', () => {
  it('lets a CDN keep a tagged answer until its own end, and browsers always ask again', () => {
    const headers = publicCacheHeaders(
      { tags: ['item-a', 'listing'], validUntil: now + 42_500, endsWithLapse: false },
      now,
    );
    expect(headers).toEqual({
      'cache-control': 'public, max-age=0, must-revalidate, s-maxage=42',
      'cdn-cache-control': 'max-age=42, stale-while-revalidate=10',
      'surrogate-control': 'max-age=42, stale-while-revalidate=10',
      'cache-tag': 'shop,item-a,listing',
      'surrogate-key': 'shop item-a listing',
    });
  });

  it('never serves stale an answer that ends with a reservation lapsing', () => {
    const headers = publicCacheHeaders(
      { tags: ['item-a'], validUntil: now + 5_000, endsWithLapse: true },
      now,
    );
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=5');
    expect(headers['cdn-cache-control']).toBe('max-age=5');
    expect(headers['surrogate-control']).toBe('max-age=5');
  });

  it('keeps out of shared caches what cannot be purged by tag or ends within a second', () => {
    expect(
      publicCacheHeaders({ tags: null, validUntil: now + 30_000, endsWithLapse: false }, now),
    ).toEqual({ 'cache-control': 'no-cache' });
    expect(
      publicCacheHeaders({ tags: ['item-a'], validUntil: now + 900, endsWithLapse: true }, now),
    ).toEqual({ 'cache-control': 'no-cache' });
  });

  it('names each tag once when a page is drawn from several answers', () => {
    const headers = publicCacheHeaders(
      {
        tags: ['item-a', 'listing', 'item-b', 'listing', 'shop'],
        validUntil: now + 30_000,
        endsWithLapse: false,
      },
      now,
    );
    expect(headers['cache-tag']).toBe('shop,item-a,listing,item-b');
    expect(headers['surrogate-key']).toBe('shop item-a listing item-b');
  });
});
