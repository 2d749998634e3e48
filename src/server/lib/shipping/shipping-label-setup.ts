import type { LabelProduct } from '../../../domain/api/shipping-labels.ts';
import type { Config } from '../../config.ts';
import { DhlShippingProvider } from './dhl-shipping-provider.ts';
import { SimulatorLabelProvider } from './simulator-label-provider.ts';
import type { ShippingLabelProvider } from './shipping-label-provider.ts';

/** What the labels feature needs from the configuration, read once. */
export type ShippingLabelSetup = {
  provider: ShippingLabelProvider;
  productCodes: Record<LabelProduct, string>;
  billingNumbers: Record<LabelProduct, string>;
  /** Keys an outbound label of this product still needs (live mode only); empty: ready. */
  missingForOutbound: (product: LabelProduct) => string[];
  /** Keys a return label still needs (live mode only); empty: ready. */
  missingForReturn: () => string[];
};

const CREDENTIALS = ['DHL_API_KEY', 'DHL_USERNAME', 'DHL_PASSWORD'] as const;

/** DHL_MODE=live: the DHL adapter; simulator: test labels. Missing keys are reported, not thrown. */
export function createShippingLabelSetup(config: Config): ShippingLabelSetup {
  const live = config.DHL_MODE === 'live';
  const unset = (keys: readonly (keyof Config)[]) =>
    live ? keys.filter((key) => !config[key]).map(String) : [];
  const provider = live
    ? new DhlShippingProvider({
        baseUrl: config.DHL_BASE_URL,
        returnsBaseUrl: config.DHL_RETURNS_BASE_URL,
        apiKey: config.DHL_API_KEY ?? '',
        username: config.DHL_USERNAME ?? '',
        password: config.DHL_PASSWORD ?? '',
        returnReceiverId: config.DHL_RETURN_RECEIVER_ID ?? '',
      })
    : new SimulatorLabelProvider();
  return {
    provider,
    productCodes: { paket: config.DHL_PRODUCT_PAKET, kleinpaket: config.DHL_PRODUCT_KLEINPAKET },
    billingNumbers: {
      paket: config.DHL_BILLING_NUMBER_PAKET ?? '',
      kleinpaket: config.DHL_BILLING_NUMBER_KLEINPAKET ?? '',
    },
    missingForOutbound: (product) =>
      unset([
        ...CREDENTIALS,
        product === 'paket' ? 'DHL_BILLING_NUMBER_PAKET' : 'DHL_BILLING_NUMBER_KLEINPAKET',
      ]),
    missingForReturn: () => unset([...CREDENTIALS, 'DHL_RETURN_RECEIVER_ID']),
  };
}

/** The German sentence the label button shows when live mode lacks keys. */
export function missingConfigMessage(keys: readonly string[]): string {
  return (
    `DHL ist noch nicht fertig eingerichtet. Bitte setze in der Konfiguration: ${keys.join(', ')}` +
    ' (oder DHL_MODE=simulator für Testlabels).'
  );
}
