import { createHash } from 'node:crypto';
import type {
  CapturePaymentInput,
  CaptureResult,
  CreatedPayment,
  CreatePaymentInput,
  PaymentGateway,
  RefundInput,
} from './payment-gateway.ts';

/**
 * The built-in payment simulator: the default, so a fresh install can pay end to end. Approval
 * happens on a page of the shop itself (/api/payments/simulator/{paymentId}); the page sends the
 * browser back with a token that the capture checks. Stateless, so any app process can capture.
 */
export class SimulatorGateway implements PaymentGateway {
  readonly name = 'simulator' as const;

  constructor(private readonly siteUrl: string) {}

  static approvalToken(reference: string): string {
    return `sim-${createHash('sha256').update(`simulator:${reference}`).digest('hex').slice(0, 24)}`;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const base = this.siteUrl.replace(/\/$/, '');
    return {
      reference: `SIM-${input.paymentId}`,
      approvalUrl: `${base}/api/payments/simulator/${input.paymentId}`,
      clientToken: null,
      fundingSource: null,
    };
  }

  async capturePayment(input: CapturePaymentInput): Promise<CaptureResult> {
    if (input.authorizationToken !== SimulatorGateway.approvalToken(input.reference)) {
      return { ok: false, pending: false, reason: 'not approved in the simulator' };
    }
    return { ok: true, captureReference: `SIM-CAPTURE-${input.paymentId}` };
  }

  async getPaymentStatus(): Promise<CaptureResult> {
    // The simulator confirms or declines at once; nothing is ever pending.
    return { ok: false, pending: false, reason: 'the simulator has no pending payments' };
  }

  /** Always accepts: the same key gives the same reference, as the providers' idempotency does. */
  async refundPayment(input: RefundInput): Promise<{ refundReference: string }> {
    return { refundReference: `SIM-REFUND-${input.idempotencyKey}` };
  }
}
