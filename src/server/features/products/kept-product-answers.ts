import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReserved, type ReservationFields } from '../../../domain/reservation.ts';
import { createKeptAnswers, sendKeptAnswer } from '../../lib/kept-answers.ts';
import type { ViewContext } from './products.mapper.ts';

/** What a product route computed: its status and answer, and the rows it shows. */
export interface ProductAnswer {
  statusCode: 200 | 404;
  answer: unknown;
  rows: ReservationFields[];
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
    const answer = await kept.get(request.url, state, now, async () => {
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
      };
    });
    const clientId = request.headers.userid ?? null;
    if (clientId !== null && answer.holders.has(clientId)) {
      const personal = await compute(viewOf(clientId));
      return reply.code(personal.statusCode).send(personal.answer);
    }
    return sendKeptAnswer(request, reply, answer);
  };
}

function reservationHolders(rows: ReservationFields[], now: Date): Set<string> {
  const holders = new Set<string>();
  for (const row of rows) {
    if (row.reservedBy !== null && isReserved(row.reservedUntil, now)) holders.add(row.reservedBy);
  }
  return holders;
}
