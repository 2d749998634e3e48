import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { paymentMethodLabel } from '../../../domain/catalog.ts';
import { formatEuro } from '../../../domain/money.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { SimulatorGateway } from '../../lib/payments/simulator-gateway.ts';

// The approval page of the built-in payment simulator (PAYMENT_MODE=simulator). It stands in for
// PayPal's or Klarna's page: 'Bezahlen' sends the browser back to the order with a token that the
// capture (POST /api/orders/{id}/payment/confirm) checks; 'Abbrechen' comes back without one.

const params = z.object({ paymentId: z.uuid() });
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const paymentSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's plain HTML forms post an empty urlencoded body; nothing in it is read. The parser
  // stays inside this plugin (encapsulation), the rest of the API remains JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );
  const findAttempt = async (paymentId: string) => {
    const [row] = await app.db
      .select({
        id: paymentAttempts.id,
        orderId: paymentAttempts.orderId,
        provider: paymentAttempts.provider,
        reference: paymentAttempts.reference,
        amountCents: paymentAttempts.amountCents,
        paymentMethod: paymentAttempts.paymentMethod,
        orderNumber: orders.orderNumber,
      })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.id, paymentId));
    if (!row || row.provider !== 'simulator') {
      throw new HttpError(404, 'Diese Zahlung gibt es nicht.');
    }
    return row;
  };
  const base = app.config.SITE_URL.replace(/\/$/, '');

  app.get(
    '/api/payments/simulator/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment simulator: the approval page',
        params,
        response: { 200: z.string(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const attempt = await findAttempt(request.params.paymentId);
      const label = paymentMethodLabel(attempt.paymentMethod);
      const action = `/api/payments/simulator/${attempt.id}`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Zahlungssimulator</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>Zahlungssimulator</h1>
<p role="note" style="border: 2px solid #b45309; background: #fef3c7; padding: 0.75rem"><strong>Demo-Shop:</strong> Hier wird nur simuliert. Es wird kein echtes Geld bewegt, und wer auf „Bezahlen“ tippt, hat bestellt, ohne zu zahlen.</p>
<p>Bestellung Nr. ${attempt.orderNumber}<br>Zahlungsart: ${escapeHtml(label)}<br>
Betrag: <strong>${escapeHtml(formatEuro(attempt.amountCents))}</strong></p>
<form method="post" action="${action}/approve"><button type="submit">Bezahlen</button></form>
<form method="post" action="${action}/cancel" style="margin-top: 1rem"><button type="submit">Abbrechen</button></form>
</body></html>`);
    },
  );

  app.post(
    '/api/payments/simulator/:paymentId/approve',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment simulator: approve, back to the order page with the approval token',
        params,
        response: { 303: z.null(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const attempt = await findAttempt(request.params.paymentId);
      const token = SimulatorGateway.approvalToken(attempt.reference);
      return reply.redirect(
        `${base}/bestellung/${attempt.orderId}?paymentId=${attempt.id}&token=${token}`,
        303,
      );
    },
  );

  app.post(
    '/api/payments/simulator/:paymentId/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment simulator: cancel, back to the order page without paying',
        params,
        response: { 303: z.null(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const attempt = await findAttempt(request.params.paymentId);
      return reply.redirect(
        `${base}/bestellung/${attempt.orderId}?paymentId=${attempt.id}&abgebrochen=1`,
        303,
      );
    },
  );
};
