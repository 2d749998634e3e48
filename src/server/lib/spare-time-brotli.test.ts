import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_WAITING, brotliInSpareTime, stopSpareTimeBrotli } from './spare-time-brotli.ts';

// Decision 099: kept answers' quality 11 on a thread at the lowest CPU priority.

const quality = (level: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: level,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});

const page = (seed: number) =>
  `<!doctype html><html lang="de"><body>${Array.from(
    { length: 400 },
    (_, index) => `<a href="/product/${seed + index}">Strickjacke Größe ${86 + (index % 9)}</a>`,
  ).join('')}</body></html>`;

afterAll(() => stopSpareTimeBrotli());

describe('brotliInSpareTime', () => {
  it("makes quality 11's bytes, smaller than quality 5's", async () => {
    const body = page(1000);
    const strong = await brotliInSpareTime(body);
    expect(strong!.equals(zlib.brotliCompressSync(body, quality(11)))).toBe(true);
    expect(strong!.length).toBeLessThan(zlib.brotliCompressSync(body, quality(5)).length);
  });

  it.runIf(process.platform === 'linux')(
    'runs on a thread whose nice value is 19, while the process keeps its own',
    async () => {
      // /proc/self/task/<tid>/stat: the nice value is the 19th field, the 17th after the name.
      const niceOf = (tid: string) => {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const niceThreads = () =>
        fs.readdirSync('/proc/self/task').filter((tid) => niceOf(tid) === 19);
      // Counted against the threads at nice 19 before it: another copy of this module in the
      // process (the server bundle some tests load) may run its own thread.
      await stopSpareTimeBrotli();
      const before = new Set(niceThreads());
      await brotliInSpareTime(page(2000));
      expect(niceThreads().filter((tid) => !before.has(tid))).toHaveLength(1);
      expect(niceOf(String(process.pid))).toBe(0);
    },
  );

  it(`turns away answers beyond the ${MAX_WAITING} waiting, which keep their quick bytes`, async () => {
    const asked = Array.from({ length: MAX_WAITING + 2 }, (_, index) =>
      brotliInSpareTime(page(10_000 * (index + 1))),
    );
    const made = await Promise.all(asked);
    expect(made.slice(0, MAX_WAITING).every((bytes) => bytes !== null)).toBe(true);
    expect(made.slice(MAX_WAITING)).toEqual([null, null]);
    // Once the queue is short again, an answer is taken.
    expect(await brotliInSpareTime(page(99))).not.toBeNull();
  });

  it('starts a new thread after the last one ended', async () => {
    await brotliInSpareTime(page(3000));
    await stopSpareTimeBrotli();
    expect(await brotliInSpareTime(page(3000))).not.toBeNull();
  });
});
