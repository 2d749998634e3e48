import type { PaymentMethodId } from '../../../domain/catalog.ts';

// The provider interface (decision 009). Adapters speak HTTP only; the order's state lives in
// the database and is changed by the orders feature from what an adapter confirms.

export const PAYMENT_GATEWAY_NAMES = ['simulator', 'paypal', 'klarna'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAY_NAMES)[number];
export type FundingSource = 'paypal' | 'sepa' | 'giropay' | 'card';

export type CreatePaymentInput = {
  /** Our id of this attempt; adapters pass it to the provider as a reference / request id. */
  paymentId: string;
  orderId: string;
  orderNumber: number;
  method: PaymentMethodId;
  amountCents: number;
  email: string;
  /** The buyer's name (giropay needs it). */
  payerName: string;
  /** Where the provider sends the browser back after approval, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
};

export type CreatedPayment = {
  /** The provider's id: PayPal order id, Klarna session id, simulator reference. */
  reference: string;
  approvalUrl: string | null;
  clientToken: string | null;
  fundingSource: FundingSource | null;
};

export type CapturePaymentInput = {
  reference: string;
  /** Klarna: the authorization_token from the widget; simulator: the token of the return URL. */
  authorizationToken: string | null;
  amountCents: number;
  orderNumber: number;
  paymentId: string;
};

export type CaptureResult =
  | { ok: true; captureReference: string }
  | { ok: false; pending: boolean; reason: string; pendingReference?: string };
// pending: the provider accepted but has not confirmed the money yet (SEPA, giropay, a fraud
// check); `pendingReference` is what to ask about later (the Klarna order id).

export type PaymentStatusInput = {
  reference: string;
  pendingReference: string | null;
  amountCents: number;
};

export type RefundInput = {
  reference: string;
  captureReference: string;
  amountCents: number;
  /** Our refund's id: the provider refunds once per key, however often it is sent. */
  idempotencyKey: string;
  /** What the customer reads at the provider, e.g. "Erstattung Bestellung 10001". */
  description: string;
};

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Takes the money; `ok` only when the provider confirms it was captured in full. */
  capturePayment(input: CapturePaymentInput): Promise<CaptureResult>;
  /** Asks the provider again about a pending payment (the reconciliation job). */
  getPaymentStatus(input: PaymentStatusInput): Promise<CaptureResult>;
  /**
   * Sends a refund. Resolves when the provider accepted it; throws ProviderError otherwise (a
   * 4xx other than 408/429 is a refusal that retrying does not change).
   */
  refundPayment(input: RefundInput): Promise<{ refundReference: string }>;
}

export type PaymentGateways = {
  /** The gateway that takes payments of this method. */
  forMethod(method: PaymentMethodId): PaymentGateway;
  byName(name: PaymentGatewayName): PaymentGateway;
};

/** An amount in cents as the providers write it: "12.34". */
export function centsToDecimalString(cents: number): string {
  return (cents / 100).toFixed(2);
}
