import client from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from './bearer-token.ts';
import { keptAnswerWork } from './kept-answers.ts';
import { secretsEqual } from './secrets-equal.ts';

// Prometheus metrics. One registry per app so tests and several apps in one process do not mix.
// Business counters (orders, payments, reservations) are incremented by the features.

export type ShopMetrics = {
  registry: client.Registry;
  ordersPlaced: client.Counter<'payment_method'>;
  paymentsConfirmed: client.Counter<'provider'>;
  reservations: client.Counter<'outcome'>;
  followUps: client.Counter<'kind' | 'outcome'>;
  followUpsMended: client.Counter<'kind'>;
};

export function createMetrics(): ShopMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  // Counted by the kept answers of every app in the process (lib/kept-answers.ts).
  new client.Counter({
    name: 'shop_kept_answers_computed_total',
    help: 'Pages and API answers computed again because no kept one was still true',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(keptAnswerWork.computed);
    },
  });
  new client.Counter({
    name: 'shop_kept_answers_compressed_total',
    help:
      'Kept answers compressed: the first request of an answer in an encoding; br-strong: ' +
      'quality 11 offered to the spare-time thread for bytes that lasted',
    labelNames: ['encoding'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ encoding: 'br' }, keptAnswerWork.brotli);
      this.inc({ encoding: 'br-strong' }, keptAnswerWork.strongBrotli);
      this.inc({ encoding: 'gzip' }, keptAnswerWork.gzip);
    },
  });
  return {
    registry,
    ordersPlaced: new client.Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed',
      labelNames: ['payment_method'],
      registers: [registry],
    }),
    paymentsConfirmed: new client.Counter({
      name: 'shop_payments_confirmed_total',
      help: 'Payments confirmed by a provider',
      labelNames: ['provider'],
      registers: [registry],
    }),
    reservations: new client.Counter({
      name: 'shop_reservations_total',
      help: 'Reservation attempts by outcome',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    followUps: new client.Counter({
      name: 'shop_follow_ups_total',
      help: 'Follow-ups of order events run, by kind and outcome (done, skipped, retry, failed)',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    followUpsMended: new client.Counter({
      name: 'shop_follow_ups_mended_total',
      help: 'Follow-ups the safety net found missing and recorded (should stay 0)',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
}

/**
 * Request counts and latency per route (the route pattern, never the concrete URL, so no ids or
 * personal data end up in labels), and GET /metrics for a scraper holding METRICS_TOKEN.
 */
export function installMetrics(app: FastifyInstance, metrics: ShopMetrics, token?: string): void {
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = bearerToken(request.headers.authorization);
    if (!token || given === null || !secretsEqual(given, token)) {
      return reply.code(401).send({ error: 'Unauthorized', message: 'Bitte melde dich an.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
