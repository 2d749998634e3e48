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

// The shop's look without its stylesheet (src/web/styles.css): cream paper, deep teal, the sun
// accent, the rounded font stack. One inline <style> (the CSP allows inline styles, no scripts).
const SIMULATOR_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fdf8f1;color:#2b2d42;line-height:1.5;-webkit-text-size-adjust:100%;
font-family:ui-rounded,'SF Pro Rounded','Nunito','Segoe UI',system-ui,-apple-system,Roboto,'Helvetica Neue',Arial,sans-serif}
.test-band{margin:0;background:#f2b544;color:#2b2d42;text-align:center;font-weight:800;padding:.6rem 1rem}
header{background:#fff;border-bottom:1px solid rgb(43 45 66/.1);padding:.75rem 0}
.brand{max-width:32rem;margin:0 auto;padding:0 1rem;font-size:1.25rem;font-weight:800;color:#1b4a44}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{margin:0 0 1rem;font-size:1.875rem;font-weight:800;letter-spacing:-.01em;color:#1b4a44}
.note{margin:0 0 1.25rem;background:#fff1d6;border-left:4px solid #f2b544;border-radius:1rem;padding:.75rem 1rem}
.card{background:#fff;border-radius:1.5rem;padding:1.25rem;box-shadow:0 1px 2px rgb(0 0 0/.05),0 0 0 1px rgb(43 45 66/.1)}
.facts{list-style:none;margin:0 0 1.25rem;padding:0}
.facts li{display:grid;grid-template-columns:7.5rem 1fr;align-items:baseline;gap:1rem;padding:.15rem 0;font-weight:600;overflow-wrap:anywhere}
.facts .label{color:#5b5e70;font-weight:400}
.amount{font-size:1.25rem;font-weight:800}
form{margin:0}
.actions{display:flex;flex-direction:column;gap:.75rem}
button{font:inherit;font-weight:700;min-height:2.75rem;width:100%;border-radius:999px;padding:.5rem 1.25rem;cursor:pointer}
.pay{background:#245f57;color:#fff;border:0}.pay:hover{background:#1b4a44}
.cancel{background:#fff;color:#1b4a44;border:1px solid rgb(43 45 66/.3)}.cancel:hover{background:#eef6f4}
:focus-visible{outline:3px solid #245f57;outline-offset:2px}
`;

/** The simulator's approval page, clearly a test: a band, the shop's name, the order, two buttons. */
function simulatorPage(page: {
  shopName: string;
  orderNumber: number;
  paymentMethod: string;
  amount: string;
  action: string;
}): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Zahlungssimulator – Testzahlung | ${escapeHtml(page.shopName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<style>${SIMULATOR_STYLE}</style></head>
<body>
<p class="test-band">Testzahlung – es wird kein Geld bewegt</p>
<header><div class="brand">${escapeHtml(page.shopName)}</div></header>
<main>
<h1>Zahlungssimulator</h1>
<p role="note" class="note"><strong>Demo-Shop:</strong> Hier wird nur simuliert. Es wird kein echtes Geld bewegt, und wer auf „Bezahlen“ tippt, hat bestellt, ohne zu zahlen.</p>
<div class="card">
<ul class="facts">
<li><span class="label">Bestellung:</span> Nr. ${page.orderNumber}</li>
<li><span class="label">Zahlungsart:</span> ${escapeHtml(page.paymentMethod)}</li>
<li><span class="label">Betrag:</span> <strong class="amount">${escapeHtml(page.amount)}</strong></li>
</ul>
<div class="actions">
<form method="post" action="${escapeHtml(page.action)}/approve"><button type="submit" class="pay">Bezahlen</button></form>
<form method="post" action="${escapeHtml(page.action)}/cancel"><button type="submit" class="cancel">Abbrechen</button></form>
</div>
</div>
</main>
</body></html>`;
}

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
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          simulatorPage({
            shopName: app.config.shop.name,
            orderNumber: attempt.orderNumber,
            paymentMethod: label,
            amount: formatEuro(attempt.amountCents),
            action,
          }),
        );
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
