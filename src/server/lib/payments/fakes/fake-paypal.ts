import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server.ts';

type FakeOrder = {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  value: string;
  referenceId: string;
  captureId: string | null;
  captureStatus: 'COMPLETED' | 'PENDING' | null;
};

/**
 * 'before': 503 without refunding; 'after': refunds and answers 500, as when the answer is lost;
 * 'refuse': a refusal (422) that retrying the same request would not change.
 */
export type RefundFailure = 'before' | 'after' | 'refuse';

const refundBody = (refund: { id: string; status: string; value: string }) => ({
  id: refund.id,
  status: refund.status,
  amount: { currency_code: 'EUR', value: refund.value },
});

/**
 * A fake of PayPal's REST API as far as the shop uses it: OAuth2 client credentials, Orders v2
 * create and capture, capture refunds. Request and response shapes follow developer.paypal.com.
 */
export async function startFakePayPal(credentials: { clientId: string; clientSecret: string }) {
  const orders = new Map<string, FakeOrder>();
  const token = `A21AA${randomUUID().replaceAll('-', '')}`;
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  let server: FakeServer | null = null;
  let nextCapturePending = false;
  // Refunds by PayPal-Request-Id: a request id PayPal saw before gets the same answer again.
  const refundsByRequestId = new Map<string, { id: string; status: string; value: string }>();
  const refundedCents = new Map<string, number>();
  const refundFailures: RefundFailure[] = [];
  const orderBody = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        reference_id: order.referenceId,
        payments: order.captureId
          ? {
              captures: [
                {
                  id: order.captureId,
                  status: order.captureStatus,
                  ...(order.captureStatus === 'PENDING'
                    ? { status_details: { reason: 'ECHECK' } }
                    : {}),
                  amount: { currency_code: 'EUR', value: order.value },
                  final_capture: true,
                },
              ],
            }
          : undefined,
      },
    ],
  });
  server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') {
      if (
        request.headers.authorization !== basic ||
        request.body !== 'grant_type=client_credentials'
      ) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          expires_in: 32400,
        },
      };
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    }
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      const body = request.json() as {
        intent: string;
        purchase_units: {
          reference_id: string;
          amount: { currency_code: string; value: string };
        }[];
        payment_source: Record<string, unknown>;
      };
      const unit = body.purchase_units[0];
      if (body.intent !== 'CAPTURE' || !unit || unit.amount.currency_code !== 'EUR') {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_REQUEST' }] },
        };
      }
      const id = randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase();
      orders.set(id, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        value: unit.amount.value,
        referenceId: unit.reference_id,
        captureId: null,
        captureStatus: null,
      });
      return {
        status: 200,
        body: {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          payment_source: body.payment_source,
          links: [
            { href: `${server?.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            {
              href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
              rel: 'payer-action',
              method: 'GET',
            },
          ],
        },
      };
    }
    const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(request.path);
    if (request.method === 'POST' && capture) {
      const order = orders.get(capture[1] ?? '');
      if (!order)
        return {
          status: 404,
          body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
        };
      if (order.status === 'PAYER_ACTION_REQUIRED') {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
        };
      }
      if (order.status === 'COMPLETED') {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
        };
      }
      order.status = 'COMPLETED';
      order.captureId = randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase();
      order.captureStatus = nextCapturePending ? 'PENDING' : 'COMPLETED';
      nextCapturePending = false;
      return { status: 201, body: orderBody(order) };
    }
    const get = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(request.path);
    if (request.method === 'GET' && get) {
      const order = orders.get(get[1] ?? '');
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      return { status: 200, body: orderBody(order) };
    }
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refund) {
      const order = [...orders.values()].find((o) => o.captureId === refund[1]);
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      const requestId = String(request.headers['paypal-request-id'] ?? randomUUID());
      const failure = refundFailures.shift();
      if (failure === 'before') {
        return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
      }
      if (failure === 'refuse') {
        return {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'REFUND_NOT_ALLOWED', description: 'Refund is not allowed.' }],
          },
        };
      }
      const earlier = refundsByRequestId.get(requestId);
      if (earlier) return { status: 201, body: refundBody(earlier) };
      const body = request.json() as { amount?: { value: string; currency_code: string } };
      const captured = Math.round(Number(order.value) * 100);
      const cents = body.amount ? Math.round(Number(body.amount.value) * 100) : captured;
      const already = refundedCents.get(order.captureId ?? '') ?? 0;
      if (already + cents > captured) {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
        };
      }
      refundedCents.set(order.captureId ?? '', already + cents);
      const made = {
        id: randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase(),
        status: 'COMPLETED',
        value: (cents / 100).toFixed(2),
      };
      refundsByRequestId.set(requestId, made);
      // 'after': the refund is made, but the answer is lost on the way back.
      if (failure === 'after') return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } };
      return { status: 201, body: refundBody(made) };
    }
    return { status: 404, body: { name: 'NOT_FOUND' } };
  });
  return {
    ...server,
    /** What the buyer does on PayPal's page. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.status = 'APPROVED';
    },
    order: (orderId: string) => orders.get(orderId),
    /** The next capture stays PENDING (as SEPA or eCheck payments do) until completeCapture. */
    makeNextCapturePending() {
      nextCapturePending = true;
    },
    /** Cents refunded so far on the capture of this PayPal order. */
    refunded: (orderId: string) => refundedCents.get(orders.get(orderId)?.captureId ?? '') ?? 0,
    /** The next refund calls fail, one failure each (see RefundFailure). */
    failNextRefunds(...failures: RefundFailure[]) {
      refundFailures.push(...failures);
    },
    completeCapture(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.captureStatus = 'COMPLETED';
    },
  };
}
