import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  createKeptAnswers,
  createShopStateReader,
  type ComputedAnswer,
  type ShopState,
} from './kept-answers.ts';

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

describe('createKeptAnswers at the minute', () => {
  const state: ShopState = {
    version: 7,
    validUntil: Infinity,
    changedSince: () => false,
  };
  const answerOf = (body: string): ComputedAnswer => ({
    statusCode: 200,
    body,
    contentType: 'application/json',
    holders: new Set(),
    tags: ['item-a'],
  });

  it('sends the previous answers and draws them again in turn, a bounded number at once', async () => {
    const kept = createKeptAnswers({ maxRedrawing: 1 });
    const minute = new Date('2026-11-27T08:00:30Z');
    for (const key of ['a', 'b']) {
      await kept.get(key, state, minute, async () => answerOf(`${key} 07:59`));
    }
    const drawings: { key: string; finish: () => void }[] = [];
    const drawLater = (key: string) => () =>
      new Promise<ComputedAnswer>((resolve) => {
        drawings.push({ key, finish: () => resolve(answerOf(`${key} 08:01`)) });
      });
    const edge = new Date('2026-11-27T08:01:00.100Z');
    expect((await kept.get('a', state, edge, drawLater('a'))).body).toBe('a 07:59');
    expect((await kept.get('a', state, edge, drawLater('a'))).body).toBe('a 07:59');
    expect((await kept.get('b', state, edge, drawLater('b'))).body).toBe('b 07:59');
    // One drawing at once: b waits for a's.
    expect(drawings.map((drawing) => drawing.key)).toEqual(['a']);
    drawings[0]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(drawings.map((drawing) => drawing.key)).toEqual(['a', 'b']);
    expect((await kept.get('a', state, edge, drawLater('a'))).body).toBe('a 08:01');
    drawings[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await kept.get('b', state, edge, drawLater('b'))).body).toBe('b 08:01');
  });

  it('draws at once what changed, and what is more than a few seconds past its minute', async () => {
    const kept = createKeptAnswers();
    const minute = new Date('2026-11-27T08:00:30Z');
    await kept.get('a', state, minute, async () => answerOf('a 07:59'));
    const changed: ShopState = { version: 8, validUntil: Infinity, changedSince: () => true };
    const edge = new Date('2026-11-27T08:01:00.100Z');
    expect((await kept.get('a', changed, edge, async () => answerOf('a new'))).body).toBe('a new');

    await kept.get('b', state, minute, async () => answerOf('b 07:59'));
    const late = new Date('2026-11-27T08:01:05Z');
    expect((await kept.get('b', state, late, async () => answerOf('b new'))).body).toBe('b new');
  });
});
