import { describe, expect, it } from 'vitest';
import { acceptedEncoding, createShopStateReader, type ShopState } from './kept-answers.ts';

describe('createShopStateReader', () => {
  it('lets the requests that arrive during a read share the next read, never the running one', async () => {
    const reads: { resolve: (state: ShopState) => void }[] = [];
    const read = () =>
      new Promise<ShopState>((resolve) => {
        reads.push({ resolve });
      });
    const current = createShopStateReader(read);

    const first = current();
    expect(reads).toHaveLength(1);
    // Arriving while the first read runs: a change committed before they came may be missed by
    // it, so they wait for one more read, which all of them share.
    const second = current();
    const third = current();
    expect(reads).toHaveLength(1);

    reads[0]!.resolve({ version: 1, validUntil: 0 });
    expect(await first).toEqual({ version: 1, validUntil: 0 });
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve({ version: 2, validUntil: 0 });
    expect(await second).toEqual({ version: 2, validUntil: 0 });
    expect(await third).toBe(await second);

    // Nothing running: a new request starts a read of its own.
    const fourth = current();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve({ version: 3, validUntil: 0 });
    expect((await fourth).version).toBe(3);
  });

  it('reads again after a failed read', async () => {
    let calls = 0;
    const current = createShopStateReader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return { version: calls, validUntil: 0 };
    });
    const failing = current();
    const next = current();
    await expect(failing).rejects.toThrow('connection lost');
    expect((await next).version).toBe(2);
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
  });
});
