import { field, requestJson, type JsonResponse } from '../payments/http-json.ts';
import { germanValidationText, splitStreet, type DhlValidationMessage } from './dhl-messages.ts';
import {
  DHL_UNAVAILABLE_MESSAGE,
  ShippingProviderError,
  type CreatedLabel,
  type LabelAddress,
  type LabelOutcome,
  type OutboundLabelInput,
  type ReturnLabelInput,
  type ShippingLabelProvider,
} from './shipping-label-provider.ts';

export type DhlOptions = {
  /** Parcel DE Shipping v2, e.g. https://api-eu.dhl.com/parcel/de/shipping/v2 */
  baseUrl: string;
  /** Parcel DE Returns v1, e.g. https://api-eu.dhl.com/parcel/de/shipping/returns/v1 */
  returnsBaseUrl: string;
  apiKey: string;
  username: string;
  password: string;
  returnReceiverId: string;
};

// The business customer's own shipper data comes with each shipment; no stored profile.
const PROFILE = 'STANDARD_GRUPPENPROFIL';
// 100 × 150 mm, the size of thermal label printers and of an A6 sheet.
const PRINT_FORMAT = '910-300-356';
// The most shipments DHL's POST /orders takes at once.
const SHIPMENTS_PER_REQUEST = 30;

/**
 * DHL Parcel DE Shipping API v2 (POST/DELETE /orders) and Returns API v1 (POST /orders) for
 * business customers: API key header plus the business customer portal's user in Basic auth
 * (decision 040). German answers are asked for with Accept-Language.
 */
export class DhlShippingProvider implements ShippingLabelProvider {
  readonly mode = 'dhl' as const;

  constructor(private readonly options: DhlOptions) {}

  private headers(): Record<string, string> {
    const basic = Buffer.from(`${this.options.username}:${this.options.password}`).toString(
      'base64',
    );
    return {
      'dhl-api-key': this.options.apiKey,
      authorization: `Basic ${basic}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'de-DE',
    };
  }

  private async call(url: string, method: string, body?: unknown): Promise<JsonResponse> {
    let response: JsonResponse;
    try {
      response = await requestJson(url, {
        method,
        headers: this.headers(),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      // Refused connection, DNS failure, timeout: DHL could not be asked.
      throw new ShippingProviderError('unavailable', DHL_UNAVAILABLE_MESSAGE);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new ShippingProviderError('unavailable', DHL_UNAVAILABLE_MESSAGE);
    }
    if (response.status === 401 || response.status === 403) {
      throw new ShippingProviderError(
        'credentials',
        'DHL hat die Zugangsdaten abgelehnt. Bitte prüfe DHL_API_KEY, DHL_USERNAME und DHL_PASSWORD.',
      );
    }
    return response;
  }

  async createLabel(input: OutboundLabelInput): Promise<CreatedLabel> {
    const [outcome] = await this.createLabels([input]);
    if (!outcome) throw new ShippingProviderError('refused', 'DHL hat kein Label geschickt.');
    if (!outcome.ok) throw outcome.error;
    return outcome.label;
  }

  // DHL takes up to 30 shipments per request and answers one item per shipment, in request
  // order: 200 when all were made, 207 (Multi-Status) when some were refused, 400 when none was.
  async createLabels(inputs: readonly OutboundLabelInput[]): Promise<LabelOutcome[]> {
    const outcomes: LabelOutcome[] = [];
    for (let start = 0; start < inputs.length; start += SHIPMENTS_PER_REQUEST) {
      outcomes.push(
        ...(await this.createBatch(inputs.slice(start, start + SHIPMENTS_PER_REQUEST))),
      );
    }
    return outcomes;
  }

  private async createBatch(inputs: readonly OutboundLabelInput[]): Promise<LabelOutcome[]> {
    const query = new URLSearchParams({ docFormat: 'PDF', printFormat: PRINT_FORMAT });
    const response = await this.call(`${trim(this.options.baseUrl)}/orders?${query}`, 'POST', {
      profile: PROFILE,
      shipments: inputs.map((input) => ({
        product: input.productCode,
        billingNumber: input.billingNumber,
        refNo: input.reference,
        shipDate: input.shipDate,
        shipper: party(input.shipper),
        consignee: party(input.consignee),
        details: { weight: { uom: 'kg', value: input.weightKg } },
      })),
    });
    const items = asArray(field(response.body, 'items'));
    const answered = [200, 207, 400].includes(response.status) && items.length === inputs.length;
    return inputs.map((_, index): LabelOutcome => {
      // Without one item per shipment nothing can be matched: each gets the request's refusal.
      if (!answered) return { ok: false, error: refusal('DHL hat das Label abgelehnt', response) };
      const item = items[index];
      const shipmentNumber = field(item, 'shipmentNo');
      const b64 = field(item, 'label', 'b64');
      if (typeof shipmentNumber === 'string' && typeof b64 === 'string') {
        return { ok: true, label: { shipmentNumber, pdf: Buffer.from(b64, 'base64') } };
      }
      return {
        ok: false,
        error: refusal('DHL hat das Label abgelehnt', {
          status: response.status,
          body: { items: [item] },
        }),
      };
    });
  }

  async cancelLabel(shipmentNumber: string): Promise<void> {
    const query = new URLSearchParams({ profile: PROFILE, shipment: shipmentNumber });
    const response = await this.call(`${trim(this.options.baseUrl)}/orders?${query}`, 'DELETE');
    const itemStatus = Number(field(response.body, 'items', 0, 'sstatus', 'statusCode') ?? 0);
    if (response.status === 200 && (itemStatus === 0 || itemStatus === 200)) return;
    throw refusal('DHL hat die Stornierung abgelehnt', response);
  }

  async createReturnLabel(input: ReturnLabelInput): Promise<CreatedLabel> {
    const query = new URLSearchParams({ labelType: 'SHIPMENT_LABEL' });
    const sender = input.sender;
    const response = await this.call(
      `${trim(this.options.returnsBaseUrl)}/orders?${query}`,
      'POST',
      {
        receiverId: this.options.returnReceiverId,
        customerReference: input.reference,
        shipper: {
          name1: sender.name,
          ...splitStreet(sender.street),
          postalCode: sender.postalCode,
          city: sender.city,
          country: 'DEU',
          ...(sender.email ? { email: sender.email } : {}),
        },
      },
    );
    const shipmentNumber = field(response.body, 'shipmentNo');
    const b64 = field(response.body, 'label', 'b64');
    if (
      (response.status === 200 || response.status === 201) &&
      typeof shipmentNumber === 'string' &&
      typeof b64 === 'string'
    ) {
      return { shipmentNumber, pdf: Buffer.from(b64, 'base64') };
    }
    throw refusal('DHL hat das Retourenlabel abgelehnt', response);
  }
}

function trim(url: string): string {
  return url.replace(/\/$/, '');
}

function party(address: LabelAddress) {
  return {
    name1: address.name,
    ...splitStreet(address.street),
    postalCode: address.postalCode,
    city: address.city,
    country: 'DEU',
    ...(address.email ? { email: address.email } : {}),
  };
}

/** A 4xx DHL answered: its validation messages in German, else its own title or detail. */
function refusal(
  prefix: string,
  response: Pick<JsonResponse, 'status' | 'body'>,
): ShippingProviderError {
  const messages = [
    ...asArray(field(response.body, 'items', 0, 'validationMessages')),
    ...asArray(field(response.body, 'validationMessages')),
  ] as DhlValidationMessage[];
  const translated = germanValidationText(messages);
  const own = [
    field(response.body, 'items', 0, 'sstatus', 'detail'),
    field(response.body, 'items', 0, 'sstatus', 'title'),
    field(response.body, 'detail'),
    field(response.body, 'status', 'detail'),
    field(response.body, 'title'),
    field(response.body, 'status', 'title'),
  ].find((value): value is string => typeof value === 'string' && value !== '');
  const reason = translated ?? (own ? `${own.replace(/\.$/, '')}.` : `HTTP ${response.status}.`);
  return new ShippingProviderError('refused', `${prefix}: ${reason}`);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
