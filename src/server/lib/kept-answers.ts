import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';

// Answers every anonymous visitor gets alike (the shop's pages, the listing and product API),
// kept in memory by each process (issue 22, decision 048). An answer is kept under the shop's
// version, a number PostgreSQL bumps whenever an item, brand, review or setting changes
// (migration 0018), and only until the next thing that changes it with the clock alone: the
// next reservation that lapses, or the next minute (sale dates, the 30-day lowest price).
// The state is read by one small query that the requests arriving meanwhile share (see
// createShopStateReader), so a change made through any process is on the next answer of every
// process. While the process listens for PostgreSQL's notifications of changes, the state comes
// from memory instead (lib/shop-state-watch.ts, decision 052).

/** What decides whether a kept answer is still true. */
export interface ShopState {
  version: number;
  /** Epoch ms from which answers read now may differ without any row changing. */
  validUntil: number;
}

const MINUTE_MS = 60_000;

/**
 * Work done for kept answers in this process since it started: answers computed (a page drawn,
 * an API answer read and serialized) and bytes compressed. Exposed as metrics, so a load test
 * can tell how often a busy shop renders again (docs/performance.md).
 */
export const keptAnswerWork = { computed: 0, brotli: 0, gzip: 0 };

export async function readShopState(db: DatabaseOrTransaction, now: Date): Promise<ShopState> {
  const result = await db.execute<{ version: string | null; next_release: Date | string | null }>(
    sql`select (select version from shop_version where id = 1) as version,
          (select min(reserved_until) from products where reserved_until > ${now.toISOString()})
            as next_release`,
  );
  const row = result.rows[0];
  const nextMinute = (Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
  const nextRelease = row?.next_release == null ? Infinity : new Date(row.next_release).getTime();
  return { version: Number(row?.version ?? 0), validUntil: Math.min(nextMinute, nextRelease) };
}

/**
 * The shop's state for the requests of one process, read as rarely as correctness allows:
 * requests that arrive while a read is under way share the next read, which starts after they
 * arrived, so each sees every change committed before it came. Under load that is one query
 * per round trip instead of one per request.
 */
export function createShopStateReader(read: () => Promise<ShopState>): () => Promise<ShopState> {
  let running: Promise<ShopState> | null = null;
  let queued: Promise<ShopState> | null = null;
  const start = () => {
    const reading = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (running === null) return start();
    queued ??= running.then(
      () => {
        queued = null;
        return start();
      },
      () => {
        queued = null;
        return start();
      },
    );
    return queued;
  };
}

/** A kept answer: its text, its ETag, and its compressed bytes once a client asked for them. */
export interface KeptAnswer {
  statusCode: number;
  body: string;
  etag: string;
  contentType: string;
  /** Anonymous client ids holding a reservation shown in it: they are answered in person. */
  holders: ReadonlySet<string>;
  version: number;
  validUntil: number;
  /** Its compressed bytes, shared with the answers of later versions that read the same. */
  encoded: EncodedBytes;
}

interface EncodedBytes {
  brotli?: Buffer;
  gzip?: Buffer;
}

/** What a computation gives: the answer, and whether it may be kept. */
export type ComputedAnswer = Pick<KeptAnswer, 'statusCode' | 'body' | 'contentType' | 'holders'> & {
  keep?: boolean;
};

// A kept page is up to ~150 KB with its compressed copies; the budget bounds a process's
// memory whatever query strings arrive.
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function createKeptAnswers(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const answers = new Map<string, KeptAnswer>();
  // One computation per key and version, however many requests ask at once.
  const pending = new Map<string, Promise<KeptAnswer>>();
  let bytes = 0;

  const keep = (key: string, answer: KeptAnswer) => {
    const size = answer.body.length * 2;
    // Everything kept under an older version or minute is useless: start afresh when full.
    if (bytes + size > maxBytes) {
      answers.clear();
      bytes = 0;
    }
    const old = answers.get(key);
    if (old !== undefined) bytes -= old.body.length * 2;
    answers.set(key, answer);
    bytes += size;
  };

  return {
    /**
     * The answer kept under this key if it is still true in `state`; otherwise the one `compute`
     * gives, kept unless it says not to (e.g. a page drawn without an answer that failed).
     */
    async get(
      key: string,
      state: ShopState,
      now: Date,
      compute: () => Promise<ComputedAnswer>,
    ): Promise<KeptAnswer> {
      const kept = answers.get(key);
      if (kept !== undefined && kept.version === state.version && now.getTime() < kept.validUntil)
        return kept;
      const pendingKey = `${state.version}:${key}`;
      let computing = pending.get(pendingKey);
      if (computing === undefined) {
        keptAnswerWork.computed += 1;
        computing = compute()
          .then(({ keep: keepIt = true, ...computed }) => {
            const etag = etagOf(computed.body);
            // Most answers read the same after a minute or an unrelated change: their
            // compressed bytes are reused, not made again.
            const before = answers.get(key);
            const answer: KeptAnswer = {
              ...computed,
              etag,
              version: state.version,
              validUntil: state.validUntil,
              encoded: before?.etag === etag ? before.encoded : {},
            };
            if (keepIt) keep(key, answer);
            return answer;
          })
          .finally(() => pending.delete(pendingKey));
        pending.set(pendingKey, computing);
      }
      return computing;
    },
    get size() {
      return answers.size;
    },
  };
}

function etagOf(body: string): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The encoding to send a kept answer in, from the request's Accept-Encoding. */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/(^|,)\s*br\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'br';
  if (/(^|,)\s*gzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'gzip';
  return null;
}

const QUICK_BROTLI = brotliOptions(5);
const STRONG_BROTLI = brotliOptions(11);

function brotliOptions(quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  };
}

/**
 * The answer's bytes in an encoding, compressed once and kept. Brotli at quality 11 takes
 * 20–130 ms for a page (docs/performance.md): the first request gets quality 5 (about 1 ms,
 * 5–15 % larger), and quality 11 is made on libuv's thread pool meanwhile, for the requests
 * after it, without holding up the event loop.
 */
function encodedAnswer(answer: KeptAnswer, encoding: 'br' | 'gzip'): Buffer {
  const encoded = answer.encoded;
  if (encoding === 'gzip') {
    if (encoded.gzip === undefined) {
      keptAnswerWork.gzip += 1;
      encoded.gzip = zlib.gzipSync(answer.body, { level: 9 });
    }
    return encoded.gzip;
  }
  if (encoded.brotli === undefined) {
    keptAnswerWork.brotli += 1;
    encoded.brotli = zlib.brotliCompressSync(answer.body, QUICK_BROTLI);
    zlib.brotliCompress(answer.body, STRONG_BROTLI, (error, strong) => {
      if (error !== null) return;
      encoded.brotli = strong;
    });
  }
  return encoded.brotli;
}

/** True when the request's If-None-Match names this ETag (or any, with `*`). */
function isUnchangedFor(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a kept answer: 304 when the client has it already, otherwise its bytes compressed as
 * the client accepts (the compression plugin leaves an encoded answer alone). The browser must
 * ask again every time (`no-cache`); the ETag makes asking cheap.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  options: { varyByCookie?: boolean } = {},
) {
  void reply
    .header('cache-control', 'no-cache')
    .header('vary', options.varyByCookie === true ? 'accept-encoding, cookie' : 'accept-encoding')
    .header('etag', answer.etag);
  if (isUnchangedFor(request, answer.etag)) return reply.code(304).send();
  void reply.code(answer.statusCode).type(answer.contentType);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encodedAnswer(answer, encoding));
}
