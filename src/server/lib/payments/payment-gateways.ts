import { paymentProvider, type PaymentMethodId } from '../../../domain/catalog.ts';
import type { Config } from '../../config.ts';
import { KlarnaGateway } from './klarna-gateway.ts';
import type { PaymentGateway, PaymentGatewayName, PaymentGateways } from './payment-gateway.ts';
import { PayPalGateway } from './paypal-gateway.ts';
import { SimulatorGateway } from './simulator-gateway.ts';

/**
 * PAYMENT_MODE=simulator: every online method is paid with the simulator. PAYMENT_MODE=live:
 * PayPal takes PayPal, Lastschrift, Giropay and cards; Klarna takes both Klarna methods.
 */
export function createPaymentGateways(config: Config): PaymentGateways {
  const simulator = new SimulatorGateway(config.SITE_URL);
  const live = config.PAYMENT_MODE === 'live';
  const paypal = live
    ? new PayPalGateway({
        baseUrl: config.PAYPAL_BASE_URL,
        clientId: config.PAYPAL_CLIENT_ID ?? '',
        clientSecret: config.PAYPAL_CLIENT_SECRET ?? '',
      })
    : null;
  const klarna = live
    ? new KlarnaGateway({
        baseUrl: config.KLARNA_BASE_URL,
        username: config.KLARNA_USERNAME ?? '',
        password: config.KLARNA_PASSWORD ?? '',
      })
    : null;
  const byName = (name: PaymentGatewayName): PaymentGateway => {
    if (name === 'paypal' && paypal) return paypal;
    if (name === 'klarna' && klarna) return klarna;
    if (name === 'simulator') return simulator;
    throw new Error(`payment gateway ${name} is not configured`);
  };
  return {
    byName,
    forMethod(method: PaymentMethodId) {
      const provider = paymentProvider(method);
      if (provider === 'none') throw new Error(`${method} is not paid online`);
      return live ? byName(provider) : simulator;
    },
  };
}
