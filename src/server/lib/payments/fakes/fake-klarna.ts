import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeResponse } from './fake-server.ts';
import type { RefundFailure } from './fake-paypal.ts';

type Session = { id: string; amount: number; authorizationToken: string | null };

/**
 * A fake of Klarna's Payments API (sessions, place order from an authorization) and Order
 * Management refunds, with the request and response shapes of docs.klarna.com. Basic auth.
 */
export async function startFakeKlarna(credentials: { username: string; password: string }) {
  const sessions = new Map<string, Session>();
  const placed = new Map<string, { amount: number; refunded: number; fraudStatus: string }>();
  let nextFraudPending = false;
  // Refunds by Klarna-Idempotency-Key: a key Klarna saw before gets the same answer again.
  const refundsByKey = new Map<string, string>();
  const refundFailures: RefundFailure[] = [];
  const basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const server = await startFakeServer((request): FakeResponse => {
    if (request.headers.authorization !== basic)
      return { status: 401, body: { error_code: 'UNAUTHORIZED' } };
    if (request.method === 'POST' && request.path === '/payments/v1/sessions') {
      const body = request.json() as {
        order_amount: number;
        order_lines: { total_amount: number }[];
        purchase_currency: string;
      };
      const linesTotal = body.order_lines.reduce((sum, line) => sum + line.total_amount, 0);
      if (body.purchase_currency !== 'EUR' || linesTotal !== body.order_amount) {
        return {
          status: 400,
          body: { error_code: 'BAD_VALUE', error_messages: ['order_lines do not add up'] },
        };
      }
      const id = randomUUID();
      sessions.set(id, { id, amount: body.order_amount, authorizationToken: null });
      return {
        status: 200,
        body: {
          session_id: id,
          client_token: `eyJ.${id}`,
          payment_method_categories: [
            { identifier: 'pay_now', name: 'Sofort bezahlen' },
            { identifier: 'pay_later', name: 'Rechnung' },
          ],
        },
      };
    }
    const order = /^\/payments\/v1\/authorizations\/([^/]+)\/order$/.exec(request.path);
    if (request.method === 'POST' && order) {
      const session = [...sessions.values()].find((s) => s.authorizationToken === order[1]);
      if (!session)
        return {
          status: 404,
          body: { error_code: 'NOT_FOUND', error_messages: ['Invalid authorization token'] },
        };
      const body = request.json() as { order_amount: number };
      if (body.order_amount !== session.amount)
        return { status: 400, body: { error_code: 'BAD_VALUE' } };
      session.authorizationToken = null; // an authorization places one order only
      const orderId = randomUUID();
      const fraudStatus = nextFraudPending ? 'PENDING' : 'ACCEPTED';
      nextFraudPending = false;
      placed.set(orderId, { amount: body.order_amount, refunded: 0, fraudStatus });
      return {
        status: 200,
        body: {
          order_id: orderId,
          redirect_url: 'https://example.com/confirmation',
          fraud_status: fraudStatus,
          authorized_payment_method: { type: 'invoice' },
        },
      };
    }
    const managed = /^\/ordermanagement\/v1\/orders\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && managed) {
      const entry = placed.get(managed[1] ?? '');
      if (!entry) return { status: 404, body: { error_code: 'NO_SUCH_ORDER' } };
      return {
        status: 200,
        body: {
          order_id: managed[1],
          fraud_status: entry.fraudStatus,
          order_amount: entry.amount,
          captured_amount: entry.fraudStatus === 'ACCEPTED' ? entry.amount : 0,
          refunded_amount: entry.refunded,
        },
      };
    }
    const refund = /^\/ordermanagement\/v1\/orders\/([^/]+)\/refunds$/.exec(request.path);
    if (request.method === 'POST' && refund) {
      const entry = placed.get(refund[1] ?? '');
      if (!entry) return { status: 404, body: { error_code: 'NO_SUCH_ORDER' } };
      const key = String(request.headers['klarna-idempotency-key'] ?? randomUUID());
      const failure = refundFailures.shift();
      if (failure === 'before')
        return { status: 503, body: { error_code: 'TEMPORARILY_UNAVAILABLE' } };
      const earlier = refundsByKey.get(key);
      if (earlier) return { status: 201, headers: { 'refund-id': earlier } };
      const body = request.json() as { refunded_amount: number };
      if (entry.refunded + body.refunded_amount > entry.amount)
        return {
          status: 403,
          body: { error_code: 'REFUND_NOT_ALLOWED', error_messages: ['Refund not allowed'] },
        };
      entry.refunded += body.refunded_amount;
      const refundId = randomUUID();
      refundsByKey.set(key, refundId);
      if (failure === 'after') return { status: 500, body: { error_code: 'INTERNAL_ERROR' } };
      return {
        status: 201,
        headers: {
          'refund-id': refundId,
          location: `/ordermanagement/v1/orders/${refund[1]}/refunds/${refundId}`,
        },
      };
    }
    return { status: 404, body: { error_code: 'NOT_FOUND' } };
  });
  return {
    ...server,
    /** What the Klarna widget does in the browser: the buyer authorizes, the widget gives a token. */
    authorize(sessionId: string): string {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no Klarna session ${sessionId}`);
      session.authorizationToken = randomUUID();
      return session.authorizationToken;
    },
    placed: (orderId: string) => placed.get(orderId),
    /** The next placed order waits for Klarna's fraud check (fraud_status PENDING). */
    makeNextOrderPending() {
      nextFraudPending = true;
    },
    /** The next refund calls fail, one failure each (see RefundFailure in fake-paypal.ts). */
    failNextRefunds(...failures: RefundFailure[]) {
      refundFailures.push(...failures);
    },
    acceptOrder(orderId: string) {
      const entry = placed.get(orderId);
      if (!entry) throw new Error(`no Klarna order ${orderId}`);
      entry.fraudStatus = 'ACCEPTED';
    },
  };
}
