import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReserved, type ReservationFields } from '../../../domain/reservation.ts';
import { PERSONAL_CACHE_CONTROL } from '../../lib/cdn-headers.ts';
import {
  createKeptAnswers,
  FIRST_LOAD_REQUEST_HEADER,
  sendKeptAnswer,
} from '../../lib/kept-answers.ts';
import { itemTag, LISTING_TAG } from '../../lib/shop-changes.ts';
import type { ViewContext } from './products.mapper.ts';

/** A row an answer shows: its id (its tag) and its reservation. */
export type ShownRow = ReservationFields & { id: string };

/** What a product route computed: its status and answer, and the rows it shows. */
export interface ProductAnswer {
  statusCode: 200 | 404;
  answer: unknown;
  rows: ShownRow[];
  /**
   * Whether it shows which items a listing holds (a listing, the newest items, a search, or a
   * missing item that may be added): every item coming or going changes it (decision 066).
   */
  showsListing: boolean;
  /** Epoch ms from which it is out of date by the clock alone (a count read again, decision 098). */
  expiresAt?: number;
}

/**
 * The listing, product and search answers from memory (decision 048). An answer is computed for
 * an anonymous visitor and kept; a visitor holding a reservation the answer shows is answered in
 * person (its own reservation is marked as its own), which is not kept.
 */
export function createKeptProductAnswers(app: FastifyInstance) {
  const kept = createKeptAnswers();
  return async function answerKept(
    request: FastifyRequest<{ Headers: { userid?: string | undefined } }>,
    reply: FastifyReply,
    compute: (view: ViewContext) => Promise<ProductAnswer>,
  ) {
    const now = app.clock.now();
    const viewOf = (clientId: string | null): ViewContext => ({
      clientId,
      now,
      cdnHost: app.config.CDN_HOST,
    });
    const state = await app.shopState();
    const answer = await kept.get(
      request.url,
      state,
      now,
      async () => {
        const computed = await compute(viewOf(null));
        return {
          statusCode: computed.statusCode,
          // The route's own serializer for its 200 answer, so the bytes are the ones it would send.
          body:
            computed.statusCode === 200
              ? String(reply.serialize(computed.answer))
              : JSON.stringify(computed.answer),
          contentType: 'application/json; charset=utf-8',
          holders: reservationHolders(computed.rows, now),
          tags: answerTags(computed),
          expiresAt: earlierOf(nextLapse(computed.rows, now), computed.expiresAt),
        };
      },
      {
        // A page being drawn asks for this minute's answer, never the last one's (decision 069).
        fresh: request.headers[FIRST_LOAD_REQUEST_HEADER] !== undefined,
      },
    );
    const clientId = request.headers.userid ?? null;
    if (clientId !== null && answer.holders.has(clientId)) {
      const personal = await compute(viewOf(clientId));
      return reply
        .code(personal.statusCode)
        .header('cache-control', PERSONAL_CACHE_CONTROL)
        .header('vary', 'accept-encoding, userid')
        .send(personal.answer);
    }
    // A CDN keeps the anonymous answer apart from a holder's (Vary: userid).
    return sendKeptAnswer(request, reply, answer, { varyByClient: true, now });
  };
}

/** The tags of what an answer shows: each item, and the listings when it shows one. */
export function answerTags(
  answer: Pick<ProductAnswer, 'rows' | 'showsListing' | 'statusCode'>,
): string[] {
  const tags = answer.rows.map((row) => itemTag(row.id));
  if (answer.showsListing || answer.statusCode === 404) tags.push(LISTING_TAG);
  return tags;
}

function earlierOf(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

/** When the first reservation an answer shows lapses (its mark changes with no row changing). */
function nextLapse(rows: ReservationFields[], now: Date): number | undefined {
  let earliest: number | undefined;
  for (const row of rows) {
    const until = row.reservedUntil?.getTime();
    if (
      until !== undefined &&
      until > now.getTime() &&
      (earliest === undefined || until < earliest)
    )
      earliest = until;
  }
  return earliest;
}

function reservationHolders(rows: ReservationFields[], now: Date): Set<string> {
  const holders = new Set<string>();
  for (const row of rows) {
    if (row.reservedBy !== null && isReserved(row.reservedUntil, now)) holders.add(row.reservedBy);
  }
  return holders;
}
