// The label provider interface (decision 040). Adapters speak HTTP (DHL) or draw a test label
// (the simulator); which label belongs to which order, and the order's tracking number, are the
// shipping-labels feature's to keep.

export type LabelMode = 'dhl' | 'simulator';

/** A German postal address as a label prints it; street with its house number. */
export type LabelAddress = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  email?: string;
};

export type OutboundLabelInput = {
  /** Printed on the label and shown in DHL's portal, e.g. "Bestellung 10001". */
  reference: string;
  productCode: string;
  /** DHL's 14-digit Abrechnungsnummer of the product; the simulator ignores it. */
  billingNumber: string;
  weightKg: number;
  /** The day the parcel is handed over, YYYY-MM-DD (Berlin). */
  shipDate: string;
  shipper: LabelAddress;
  consignee: LabelAddress;
};

export type ReturnLabelInput = {
  reference: string;
  /** The customer, who sends the parcel back to the shop. */
  sender: LabelAddress;
  /** The shop as printed on a simulated label; DHL takes it from the receiver id. */
  receiver: LabelAddress;
};

export type CreatedLabel = { shipmentNumber: string; pdf: Buffer };

/** One shipment's answer in a request of several: its label, or why DHL refused it. */
export type LabelOutcome =
  { ok: true; label: CreatedLabel } | { ok: false; error: ShippingProviderError };

export interface ShippingLabelProvider {
  readonly mode: LabelMode;
  createLabel(input: OutboundLabelInput): Promise<CreatedLabel>;
  /**
   * Several labels in as few requests as the provider allows, one outcome per input in the same
   * order: one refused shipment does not stop the others. Throws ShippingProviderError only when
   * no shipment could be asked for (credentials refused, DHL unreachable).
   */
  createLabels(inputs: readonly OutboundLabelInput[]): Promise<LabelOutcome[]>;
  /** Cancels a label that was not handed over yet; throws ShippingProviderError if refused. */
  cancelLabel(shipmentNumber: string): Promise<void>;
  createReturnLabel(input: ReturnLabelInput): Promise<CreatedLabel>;
}

/**
 * DHL said no, or could not be asked. `refused`: DHL answered and refused the data or the
 * cancellation (the message names the fields, in German). `credentials`: DHL refused our keys.
 * `unavailable`: no answer, a timeout or a 5xx; trying again later may work.
 */
export type ShippingFailure = 'refused' | 'credentials' | 'unavailable';

export class ShippingProviderError extends Error {
  constructor(
    readonly failure: ShippingFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ShippingProviderError';
  }
}

export const DHL_UNAVAILABLE_MESSAGE =
  'DHL ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';
