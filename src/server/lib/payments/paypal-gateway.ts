import type { PaymentMethodId } from '../../../domain/catalog.ts';
import { field, ProviderError, requestJson } from './http-json.ts';
import {
  centsToDecimalString,
  type CapturePaymentInput,
  type CaptureResult,
  type CreatedPayment,
  type CreatePaymentInput,
  type FundingSource,
  type PaymentGateway,
  type PaymentStatusInput,
  type RefundInput,
} from './payment-gateway.ts';

export type PayPalOptions = { baseUrl: string; clientId: string; clientSecret: string };

const FUNDING: Partial<Record<PaymentMethodId, FundingSource>> = {
  paypal: 'paypal',
  'sepa-debit': 'sepa',
  giropay: 'giropay',
  card: 'card',
};

/**
 * PayPal Orders v2: create an order (intent CAPTURE), the buyer approves it at PayPal (or in the
 * PayPal buttons with the funding source PayPal, SEPA, giropay or card), then we capture it.
 * Refunds go to /v2/payments/captures/{id}/refund. OAuth2 client credentials, token cached.
 */
export class PayPalGateway implements PaymentGateway {
  readonly name = 'paypal' as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly options: PayPalOptions) {}

  private url(path: string): string {
    return `${this.options.baseUrl.replace(/\/$/, '')}${path}`;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const response = await requestJson(this.url('/v1/oauth2/token'), {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const value = field(response.body, 'access_token');
    if (response.status !== 200 || typeof value !== 'string') {
      throw new ProviderError('PayPal', response.status, response.body);
    }
    const expiresIn = Number(field(response.body, 'expires_in') ?? 300);
    this.token = { value, expiresAt: Date.now() + Math.max(0, expiresIn - 60) * 1000 };
    return value;
  }

  private async call(path: string, requestId: string, body: unknown) {
    return requestJson(this.url(path), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const experienceContext = {
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      locale: 'de-DE',
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
    };
    const fundingSource = FUNDING[input.method] ?? 'paypal';
    const paymentSource =
      fundingSource === 'giropay'
        ? {
            giropay: {
              name: input.payerName,
              country_code: 'DE',
              experience_context: experienceContext,
            },
          }
        : { paypal: { experience_context: experienceContext } };
    const response = await this.call('/v2/checkout/orders', input.paymentId, {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.orderId,
          custom_id: input.paymentId,
          invoice_id: String(input.orderNumber),
          description: `Bestellung ${input.orderNumber}`,
          amount: { currency_code: 'EUR', value: centsToDecimalString(input.amountCents) },
        },
      ],
      payment_source: paymentSource,
    });
    const id = field(response.body, 'id');
    if ((response.status !== 200 && response.status !== 201) || typeof id !== 'string') {
      throw new ProviderError('PayPal', response.status, response.body);
    }
    const links = field(response.body, 'links');
    const approval = Array.isArray(links)
      ? links.find((link) => ['payer-action', 'approve'].includes(String(field(link, 'rel'))))
      : undefined;
    const href = field(approval, 'href');
    return {
      reference: id,
      approvalUrl: typeof href === 'string' ? href : null,
      clientToken: null,
      fundingSource,
    };
  }

  async capturePayment(input: CapturePaymentInput): Promise<CaptureResult> {
    const response = await this.call(
      `/v2/checkout/orders/${encodeURIComponent(input.reference)}/capture`,
      `capture-${input.paymentId}`,
      {},
    );
    if (response.status === 422 || response.status === 404) {
      const issue = String(field(response.body, 'details', 0, 'issue') ?? 'UNPROCESSABLE');
      return { ok: false, pending: false, reason: issue };
    }
    if (response.status !== 200 && response.status !== 201) {
      throw new ProviderError('PayPal', response.status, response.body);
    }
    return this.readCapture(response.body, input.amountCents);
  }

  /** The first capture of an order response: COMPLETED for the full amount in EUR, or pending. */
  private readCapture(body: unknown, amountCents: number): CaptureResult {
    const capture = field(body, 'purchase_units', 0, 'payments', 'captures', 0);
    const captureId = field(capture, 'id');
    const status = field(capture, 'status');
    const value = field(capture, 'amount', 'value');
    const currency = field(capture, 'amount', 'currency_code');
    if (typeof captureId !== 'string') return { ok: false, pending: false, reason: 'no capture' };
    if (status === 'PENDING') return { ok: false, pending: true, reason: 'capture pending' };
    if (
      status !== 'COMPLETED' ||
      currency !== 'EUR' ||
      value !== centsToDecimalString(amountCents)
    ) {
      return { ok: false, pending: false, reason: `capture ${String(status)} ${String(value)}` };
    }
    return { ok: true, captureReference: captureId };
  }

  async getPaymentStatus(input: PaymentStatusInput): Promise<CaptureResult> {
    const response = await requestJson(
      this.url(`/v2/checkout/orders/${encodeURIComponent(input.reference)}`),
      {
        method: 'GET',
        headers: {
          authorization: `Bearer ${await this.accessToken()}`,
          accept: 'application/json',
        },
      },
    );
    if (response.status !== 200) throw new ProviderError('PayPal', response.status, response.body);
    return this.readCapture(response.body, input.amountCents);
  }

  async refundPayment(input: RefundInput): Promise<{ refundReference: string }> {
    const response = await this.call(
      `/v2/payments/captures/${encodeURIComponent(input.captureReference)}/refund`,
      input.idempotencyKey,
      {
        amount: { currency_code: 'EUR', value: centsToDecimalString(input.amountCents) },
        custom_id: input.idempotencyKey,
        note_to_payer: input.description,
      },
    );
    const id = field(response.body, 'id');
    const status = field(response.body, 'status');
    // PENDING: PayPal accepted the refund and completes it later (e.g. from a bank account).
    if (
      (response.status !== 200 && response.status !== 201) ||
      typeof id !== 'string' ||
      (status !== 'COMPLETED' && status !== 'PENDING')
    ) {
      throw new ProviderError('PayPal', response.status, response.body);
    }
    return { refundReference: id };
  }
}
