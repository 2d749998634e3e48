import { field, ProviderError, requestJson } from './http-json.ts';
import type {
  CapturePaymentInput,
  CaptureResult,
  CreatedPayment,
  CreatePaymentInput,
  PaymentGateway,
  PaymentStatusInput,
  RefundInput,
} from './payment-gateway.ts';

export type KlarnaOptions = { baseUrl: string; username: string; password: string };

/**
 * Klarna Payments: create a payment session (client_token for the Klarna widget, where the buyer
 * picks pay now or pay later and authorizes), then place the order with the authorization token
 * (auto_capture: the money is captured at once). Refunds via the Order Management API.
 * One order line carries the amount to pay; there is no VAT (§ 19 UStG), so tax is 0.
 */
export class KlarnaGateway implements PaymentGateway {
  readonly name = 'klarna' as const;

  constructor(private readonly options: KlarnaOptions) {}

  private async call(path: string, body: unknown, headers: Record<string, string> = {}) {
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`).toString(
      'base64',
    );
    return requestJson(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }

  private orderData(orderNumber: number, paymentId: string, amountCents: number) {
    return {
      purchase_country: 'DE',
      purchase_currency: 'EUR',
      locale: 'de-DE',
      order_amount: amountCents,
      order_tax_amount: 0,
      order_lines: [
        {
          type: 'physical',
          reference: String(orderNumber),
          name: `Bestellung ${orderNumber}`,
          quantity: 1,
          unit_price: amountCents,
          tax_rate: 0,
          total_amount: amountCents,
          total_tax_amount: 0,
        },
      ],
      merchant_reference1: String(orderNumber),
      merchant_reference2: paymentId,
    };
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const response = await this.call('/payments/v1/sessions', {
      ...this.orderData(input.orderNumber, input.paymentId, input.amountCents),
      intent: 'buy',
    });
    const sessionId = field(response.body, 'session_id');
    const clientToken = field(response.body, 'client_token');
    if (
      response.status !== 200 ||
      typeof sessionId !== 'string' ||
      typeof clientToken !== 'string'
    ) {
      throw new ProviderError('Klarna', response.status, response.body);
    }
    return { reference: sessionId, approvalUrl: null, clientToken, fundingSource: null };
  }

  async capturePayment(input: CapturePaymentInput): Promise<CaptureResult> {
    if (!input.authorizationToken) {
      return { ok: false, pending: false, reason: 'no authorization token' };
    }
    const response = await this.call(
      `/payments/v1/authorizations/${encodeURIComponent(input.authorizationToken)}/order`,
      {
        ...this.orderData(input.orderNumber, input.paymentId, input.amountCents),
        auto_capture: true,
      },
    );
    if (response.status >= 400 && response.status < 500) {
      const code = String(field(response.body, 'error_code') ?? response.status);
      return { ok: false, pending: false, reason: code };
    }
    const orderId = field(response.body, 'order_id');
    const fraudStatus = field(response.body, 'fraud_status');
    if (response.status !== 200 || typeof orderId !== 'string') {
      throw new ProviderError('Klarna', response.status, response.body);
    }
    if (fraudStatus === 'PENDING') {
      return { ok: false, pending: true, reason: 'fraud check pending', pendingReference: orderId };
    }
    if (fraudStatus !== 'ACCEPTED') {
      return { ok: false, pending: false, reason: `fraud_status ${String(fraudStatus)}` };
    }
    return { ok: true, captureReference: orderId };
  }

  async getPaymentStatus(input: PaymentStatusInput): Promise<CaptureResult> {
    if (!input.pendingReference) return { ok: false, pending: false, reason: 'no Klarna order' };
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`).toString(
      'base64',
    );
    const response = await requestJson(
      `${this.options.baseUrl.replace(/\/$/, '')}/ordermanagement/v1/orders/${encodeURIComponent(input.pendingReference)}`,
      { method: 'GET', headers: { authorization: `Basic ${basic}`, accept: 'application/json' } },
    );
    if (response.status !== 200) throw new ProviderError('Klarna', response.status, response.body);
    const fraudStatus = field(response.body, 'fraud_status');
    const captured = Number(field(response.body, 'captured_amount') ?? 0);
    if (fraudStatus === 'PENDING') {
      return {
        ok: false,
        pending: true,
        reason: 'fraud check pending',
        pendingReference: input.pendingReference,
      };
    }
    if (fraudStatus === 'ACCEPTED' && captured >= input.amountCents) {
      return { ok: true, captureReference: input.pendingReference };
    }
    return { ok: false, pending: false, reason: `fraud_status ${String(fraudStatus)}` };
  }

  async refundPayment(input: RefundInput): Promise<{ refundReference: string }> {
    const response = await this.call(
      `/ordermanagement/v1/orders/${encodeURIComponent(input.captureReference)}/refunds`,
      {
        refunded_amount: input.amountCents,
        description: input.description,
        reference: input.idempotencyKey,
      },
      { 'klarna-idempotency-key': input.idempotencyKey },
    );
    if (response.status !== 201 && response.status !== 204 && response.status !== 200) {
      throw new ProviderError('Klarna', response.status, response.body);
    }
    return {
      refundReference: response.headers.get('refund-id') ?? input.idempotencyKey,
    };
  }
}
