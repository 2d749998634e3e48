import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ShopChangeLog } from './shop-changes.ts';
import { publicCacheHeaders } from './cdn-headers.ts';
import { brotliInSpareTime } from './spare-time-brotli.ts';

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
  /**
   * Whether a change after `version` touched one of `tags` (decision 066). Without it, any
   * change of the version makes every kept answer out of date.
   */
  changedSince?: (version: number, tags: readonly string[]) => boolean;
}

const MINUTE_MS = 60_000;

/**
 * Work done for kept answers in this process since it started: answers computed (a page drawn,
 * an API answer read and serialized) and bytes compressed. Exposed as metrics, so a load test
 * can tell how often a busy shop renders again (docs/performance.md).
 */
export const keptAnswerWork = { computed: 0, brotli: 0, strongBrotli: 0, gzip: 0 };

export function nextMinute(now: Date): number {
  return (Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
}

/**
 * The state is read through `shop_state()` (migration 0033), whose plan PostgreSQL makes once per
 * connection: as a plain statement it was planned on every read, at several times the cost of
 * running it, and each process reads it dozens of times a second on a Friday (decision 103).
 */
const SHOP_STATE_STATEMENT = {
  name: 'shop_state',
  text: 'select version, next_release, changes from shop_state($1::timestamptz, $2::bigint)',
};

/**
 * The shop's state, and with a change log the changes since the version it knows, taken into
 * the log in the same read (one snapshot: nothing falls between the version and its changes).
 */
export async function readShopState(
  db: Database,
  now: Date,
  log?: ShopChangeLog,
): Promise<ShopState> {
  const since = log?.known ?? null;
  const result = await db.$client.query<{
    version: string | null;
    next_release: Date | null;
    changes: [string | number, string[]][] | null;
  }>({ ...SHOP_STATE_STATEMENT, values: [now.toISOString(), since] });
  const row = result.rows[0];
  const nextRelease = row?.next_release?.getTime() ?? Infinity;
  const state: ShopState = {
    version: Number(row?.version ?? 0),
    validUntil: Math.min(nextMinute(now), nextRelease),
  };
  if (log === undefined) return state;
  log.apply(
    state.version,
    (row?.changes ?? []).map(([version, tags]) => ({ version: Number(version), tags })),
  );
  return { ...state, changedSince: log.changedSince };
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
  /**
   * What it shows (decision 066): it stays true while no change touches one of these. Null: it
   * is out of date after any change.
   */
  tags: readonly string[] | null;
  version: number;
  validUntil: number;
  /** Whether validUntil is a reservation it shows lapsing (not the minute). */
  endsWithLapse: boolean;
  /** Its compressed bytes, shared with the answers of later versions that read the same. */
  encoded: EncodedBytes;
}

interface EncodedBytes {
  brotli?: Buffer;
  /** When the quick brotli bytes were made (epoch ms): bytes that last get quality 11. */
  quickAt?: number;
  /** Quality 11 is being made or was made (for bytes asked for again after they lasted). */
  strongBrotli?: boolean;
  gzip?: Buffer;
}

/** What a computation gives: the answer, and whether it may be kept. */
export type ComputedAnswer = Pick<KeptAnswer, 'statusCode' | 'body' | 'contentType' | 'holders'> & {
  keep?: boolean;
  /** What it shows; without tags, any change makes it out of date. */
  tags?: readonly string[] | null;
  /**
   * Epoch ms at which it changes by the clock alone (a reservation it shows lapses); it is kept
   * until then or the next minute. Only with tags: an untagged answer keeps the shop's bound.
   */
  expiresAt?: number;
};

/** Whether an answer kept under `answer.version` is still true for a request in `state`. */
export function isStillTrue(answer: KeptAnswer, state: ShopState, now: Date): boolean {
  if (now.getTime() >= answer.validUntil) return false;
  return isUnchanged(answer, state);
}

/** Whether no change of the shop after the answer's version touched what it shows. */
function isUnchanged(answer: KeptAnswer, state: ShopState): boolean {
  if (answer.version === state.version) return true;
  if (answer.tags === null || state.changedSince === undefined) return false;
  return !state.changedSince(answer.version, answer.tags);
}

/**
 * How long past its minute an answer may still be sent while it is drawn again (decision 069).
 * Only the clock ended it (sale dates, the 30-day lowest price): nothing it shows changed.
 * Usually the new drawing is done within milliseconds; the bound is for a process so busy that
 * it is not, and then requests wait for the drawing as before.
 */
export const STALE_AT_MINUTE_MS = 5_000;

/**
 * Whether an answer that ran out by the minute may be sent once more while one new drawing of
 * it runs: never after a change it shows (a reservation, a sale, the owner's edit, an item
 * going live), never when its end is a reservation it shows lapsing (the mark must go at once,
 * as behind a CDN, lib/cdn-headers.ts), never when it does not say what it shows.
 */
export function mayServeStale(answer: KeptAnswer, state: ShopState, now: Date): boolean {
  if (answer.tags === null || answer.endsWithLapse) return false;
  if (now.getTime() >= answer.validUntil + STALE_AT_MINUTE_MS) return false;
  return isUnchanged(answer, state);
}

// A kept page is up to ~150 KB with its compressed copies; the budget bounds a process's
// memory whatever query strings arrive.
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

interface Flight {
  version: number;
  running: Promise<KeptAnswer>;
  /** The one computation the requests arriving under a later version share, after `running`. */
  queued: Promise<KeptAnswer> | null;
}

/** Drawings of answers that ran out by the minute, at once per kept-answer store. */
const MAX_REDRAWING = 2;

export function createKeptAnswers(options: { maxBytes?: number; maxRedrawing?: number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedrawing = options.maxRedrawing ?? MAX_REDRAWING;
  const answers = new Map<string, KeptAnswer>();
  // Per key at most one computation running and one waiting, however many requests ask and
  // however often the shop changes meanwhile: a listing that changes ten times a second is
  // drawn again at most once per burst of requests, not once per change.
  const flights = new Map<string, Flight>();
  let bytes = 0;

  const keep = (key: string, answer: KeptAnswer) => {
    const size = answer.body.length * 2;
    // Everything kept under an older version or minute is useless: start afresh when full.
    if (bytes + size > maxBytes) {
      answers.clear();
      bytes = 0;
    }
    const old = answers.get(key);
    // A computation that began earlier must not replace what a later one kept.
    if (old !== undefined && old.version > answer.version) return;
    if (old !== undefined) bytes -= old.body.length * 2;
    answers.set(key, answer);
    bytes += size;
  };

  const computeFor = (
    key: string,
    state: ShopState,
    now: Date,
    compute: () => Promise<ComputedAnswer>,
  ): Promise<KeptAnswer> => {
    keptAnswerWork.computed += 1;
    return compute().then(({ keep: keepIt = true, tags, expiresAt, ...computed }) => {
      const etag = etagOf(computed.body);
      // Most answers read the same after a minute or an unrelated change: their compressed
      // bytes are reused, not made again.
      const before = answers.get(key);
      const tagged = tags !== undefined && tags !== null && state.changedSince !== undefined;
      const answer: KeptAnswer = {
        ...computed,
        etag,
        tags: tagged ? tags : null,
        version: state.version,
        validUntil: tagged ? Math.min(nextMinute(now), expiresAt ?? Infinity) : state.validUntil,
        // A lapse on the minute itself is a lapse too: its mark must not be sent late.
        endsWithLapse: tagged
          ? (expiresAt ?? Infinity) <= nextMinute(now)
          : state.validUntil < nextMinute(now),
        encoded: before?.etag === etag ? before.encoded : {},
      };
      if (keepIt) keep(key, answer);
      return answer;
    });
  };

  // Answers that ran out by the minute and are sent as they were until drawn again: at most
  // `maxRedrawing` drawings at once, the others wait their turn (in order of asking). At a full
  // minute every kept answer of the process runs out together; drawn all at once, they held up
  // every connection for over a second (docs/performance.md, "The minute's edge").
  const redrawing = new Set<string>();
  const waiting = new Map<string, () => void>();
  const redrawNext = () => {
    while (redrawing.size < maxRedrawing && waiting.size > 0) {
      const [key, redraw] = waiting.entries().next().value as [string, () => void];
      waiting.delete(key);
      redraw();
    }
  };
  // Drawn with the state and time of the request that found it out of date, as if it had waited.
  const redrawLater = (
    key: string,
    state: ShopState,
    now: Date,
    compute: () => Promise<ComputedAnswer>,
  ) => {
    if (redrawing.has(key) || waiting.has(key) || flights.has(key)) return;
    waiting.set(key, () => {
      // Drawn meanwhile by a request that could not wait (a change, or past the bound)?
      const kept = answers.get(key);
      if (flights.has(key) || (kept !== undefined && isStillTrue(kept, state, now))) return;
      redrawing.add(key);
      const done = () => {
        redrawing.delete(key);
        redrawNext();
      };
      start(key, state, now, compute).then(done, done);
    });
    redrawNext();
  };

  return {
    /**
     * The answer kept under this key if it is still true in `state`; otherwise the one `compute`
     * gives, kept unless it says not to (e.g. a page drawn without an answer that failed). An
     * answer that only the minute ended is sent once more while it is drawn again in the
     * background (mayServeStale), unless `fresh` asks for the new one (a page drawing its
     * first-load answers must not be drawn from last minute's).
     */
    async get(
      key: string,
      state: ShopState,
      now: Date,
      compute: () => Promise<ComputedAnswer>,
      options: { fresh?: boolean } = {},
    ): Promise<KeptAnswer> {
      const kept = answers.get(key);
      if (kept !== undefined && isStillTrue(kept, state, now)) return kept;
      if (kept !== undefined && options.fresh !== true && mayServeStale(kept, state, now)) {
        redrawLater(key, state, now, compute);
        return kept;
      }
      const flight = flights.get(key);
      // One that began under this very version saw everything this request must see.
      if (flight !== undefined && flight.version >= state.version) return flight.running;
      if (flight !== undefined) {
        // It may have begun before a change this request must see: the next one begins after
        // it ends, so after every request waiting for it arrived.
        flight.queued ??= flight.running
          .catch(() => undefined)
          .then(() => start(key, state, now, compute));
        return flight.queued;
      }
      return start(key, state, now, compute);
    },
    get size() {
      return answers.size;
    },
  };

  function start(
    key: string,
    state: ShopState,
    now: Date,
    compute: () => Promise<ComputedAnswer>,
  ): Promise<KeptAnswer> {
    const flight: Flight = {
      version: state.version,
      running: computeFor(key, state, now, compute),
      queued: null,
    };
    const settle = () => {
      if (flights.get(key) !== flight) return;
      if (flight.queued === null) flights.delete(key);
    };
    flight.running.then(settle, settle);
    flights.set(key, flight);
    return flight.running;
  }
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

const QUICK_BROTLI: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * How long an answer's bytes must have lasted before quality 11 is made for them (decision 069).
 * On a busy Friday the listing and a wanted item's page change every second or so: quality 11
 * for each of those versions cost the process 40–50 ms of CPU, twice the drawing of the page
 * itself, for bytes sent a few times. Bytes that lasted this long are likely to last the minute
 * (a calm shop changes them by the minute, and a minute that draws the same text keeps them).
 */
export const STRONG_BROTLI_AFTER_MS = 5_000;

/**
 * The answer's bytes in an encoding, compressed once and kept. Brotli at quality 11 takes
 * 20–130 ms for a page and about 12 ms for a listing answer (docs/performance.md): the first
 * request gets quality 5 (well under a millisecond to 1 ms, 5–15 % larger). Quality 11 is made
 * in spare time (a thread at the lowest CPU priority, lib/spare-time-brotli.ts, decision 099)
 * when the same bytes are asked for again at least STRONG_BROTLI_AFTER_MS after they were first
 * made, for the requests after it.
 * An answer asked for once (another search, a page deep in a listing, an item nobody else opens)
 * never pays for it (decision 068), nor does one that changes within seconds (decision 069).
 */
function encodedAnswer(answer: KeptAnswer, encoding: 'br' | 'gzip', now: number): Buffer {
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
    encoded.quickAt = now;
  } else if (
    encoded.strongBrotli !== true &&
    now - (encoded.quickAt ?? now) >= STRONG_BROTLI_AFTER_MS
  ) {
    encoded.strongBrotli = true;
    keptAnswerWork.strongBrotli += 1;
    void brotliInSpareTime(answer.body).then((strong) => {
      // For a few hundred bytes quality 11 may come out longer; the shorter bytes are kept.
      if (strong !== null) {
        if (strong.length < (encoded.brotli?.length ?? Infinity)) encoded.brotli = strong;
      } else {
        // Turned away while the cores were busy: offered again 5 s after this try.
        encoded.strongBrotli = false;
        encoded.quickAt = now;
      }
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

/** Sent by the server's own first-load requests (pages/first-load-answers.ts). */
export const FIRST_LOAD_REQUEST_HEADER = 'x-first-load';
/**
 * When a reservation the answer shows lapses (epoch ms), told only to the server's own
 * first-load requests: the page drawn from it ends then too. An answer that ends with the minute
 * says nothing, as the page ends with the same minute.
 */
export const KEPT_UNTIL_HEADER = 'x-kept-until';

/**
 * Sends a kept answer: 304 when the client has it already, otherwise its bytes compressed as
 * the client accepts (the compression plugin leaves an encoded answer alone). The browser must
 * ask again every time; the ETag makes asking cheap. A CDN may keep a tagged answer until its
 * own end (lib/cdn-headers.ts); one that varies by cookie is for one visitor only.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  options: { varyByCookie?: boolean; varyByClient?: boolean; personal?: boolean; now?: Date } = {},
) {
  const now = (options.now ?? new Date()).getTime();
  const vary = ['accept-encoding'];
  if (options.varyByCookie === true) vary.push('cookie');
  if (options.varyByClient === true) vary.push('userid');
  void reply.header('vary', vary.join(', ')).header('etag', answer.etag);
  if (options.varyByCookie === true || options.personal === true) {
    void reply.header('cache-control', 'private, no-cache');
  } else void reply.headers(publicCacheHeaders(answer, now));
  if (request.headers[FIRST_LOAD_REQUEST_HEADER] !== undefined && answer.endsWithLapse) {
    void reply.header(KEPT_UNTIL_HEADER, String(answer.validUntil));
  }
  if (isUnchangedFor(request, answer.etag)) return reply.code(304).send();
  void reply.code(answer.statusCode).type(answer.contentType);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encodedAnswer(answer, encoding, now));
}
