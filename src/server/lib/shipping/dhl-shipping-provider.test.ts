import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DhlShippingProvider } from './dhl-shipping-provider.ts';
import { startFakeDhl } from './fakes/fake-dhl.ts';
import { ShippingProviderError, type OutboundLabelInput } from './shipping-label-provider.ts';

const credentials = { apiKey: 'key-1', username: 'user-valid', password: 'secret' };
let fake: Awaited<ReturnType<typeof startFakeDhl>>;
let dhl: DhlShippingProvider;

beforeAll(async () => {
  fake = await startFakeDhl(credentials);
  dhl = new DhlShippingProvider({
    baseUrl: fake.shippingUrl,
    returnsBaseUrl: fake.returnsUrl,
    ...credentials,
    returnReceiverId: 'deu',
  });
});
afterAll(() => fake.close());

const input: OutboundLabelInput = {
  reference: 'Bestellung 10001',
  productCode: 'V01PAK',
  billingNumber: '33333333330101',
  weightKg: 1.2,
  shipDate: '2026-11-23',
  shipper: {
    name: 'Kinderkiste',
    street: 'Lindenweg 3',
    postalCode: '12345',
    city: 'Musterstadt',
    email: 'jana@example.de',
  },
  consignee: {
    name: 'Erika Muster',
    street: 'Hauptstraße 5a',
    postalCode: '10115',
    city: 'Berlin',
  },
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ShippingProviderError,
  );

describe('DHL Parcel DE Shipping adapter', () => {
  it('creates a label: the request DHL documents, the PDF and the shipment number back', async () => {
    const label = await dhl.createLabel(input);
    expect(label.shipmentNumber).toMatch(/^00340434\d{12}$/);
    expect(label.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(
      '/parcel/de/shipping/v2/orders?docFormat=PDF&printFormat=910-300-356',
    );
    expect(request.headers['dhl-api-key']).toBe('key-1');
    expect(request.json()).toEqual({
      profile: 'STANDARD_GRUPPENPROFIL',
      shipments: [
        {
          product: 'V01PAK',
          billingNumber: '33333333330101',
          refNo: 'Bestellung 10001',
          shipDate: '2026-11-23',
          shipper: {
            name1: 'Kinderkiste',
            addressStreet: 'Lindenweg',
            addressHouse: '3',
            postalCode: '12345',
            city: 'Musterstadt',
            country: 'DEU',
            email: 'jana@example.de',
          },
          consignee: {
            name1: 'Erika Muster',
            addressStreet: 'Hauptstraße',
            addressHouse: '5a',
            postalCode: '10115',
            city: 'Berlin',
            country: 'DEU',
          },
          details: { weight: { uom: 'kg', value: 1.2 } },
        },
      ],
    });
  });

  it('turns DHL’s validation messages into German naming the field', async () => {
    const error = await failureOf(
      dhl.createLabel({ ...input, consignee: { ...input.consignee, postalCode: '1011' } }),
    );
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect(error?.failure).toBe('refused');
    expect(error?.message).toBe(
      'DHL hat das Label abgelehnt: Postleitzahl des Empfängers ist ungültig ' +
        '(DHL: Die Postleitzahl ist ungültig).',
    );
  });

  it('creates several labels in one request, each answered on its own', async () => {
    const before = fake.requests.length;
    const outcomes = await dhl.createLabels([
      { ...input, reference: 'Bestellung 20001' },
      {
        ...input,
        reference: 'Bestellung 20002',
        consignee: { ...input.consignee, postalCode: '1011' },
      },
      { ...input, reference: 'Bestellung 20003' },
    ]);
    expect(fake.requests.length - before).toBe(1);
    const request = fake.requests.at(-1)!.json() as { shipments: { refNo: string }[] };
    expect(request.shipments.map((shipment) => shipment.refNo)).toEqual([
      'Bestellung 20001',
      'Bestellung 20002',
      'Bestellung 20003',
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
    const [first, refused, third] = outcomes;
    if (!first?.ok || !third?.ok || refused?.ok !== false) throw new Error('unexpected outcomes');
    expect(first.label.shipmentNumber).not.toBe(third.label.shipmentNumber);
    expect(first.label.pdf.toString('latin1')).toContain(first.label.shipmentNumber);
    expect(refused.error.failure).toBe('refused');
    expect(refused.error.message).toMatch(
      /^DHL hat das Label abgelehnt: Postleitzahl des Empfängers/,
    );
  });

  it('asks in requests of at most 30 shipments', async () => {
    const before = fake.requests.length;
    const inputs = Array.from({ length: 31 }, (_, index) => ({
      ...input,
      reference: `Bestellung ${30000 + index}`,
    }));
    const outcomes = await dhl.createLabels(inputs);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const sizes = fake.requests
      .slice(before)
      .map((request) => (request.json() as { shipments: unknown[] }).shipments.length);
    expect(sizes).toEqual([30, 1]);
  });

  it('cancels a label, and passes on DHL’s refusal of an unknown one', async () => {
    const label = await dhl.createLabel(input);
    await dhl.cancelLabel(label.shipmentNumber);
    expect(fake.isCancelled(label.shipmentNumber)).toBe(true);
    expect(fake.requests.at(-1)?.path).toBe(
      `/parcel/de/shipping/v2/orders?profile=STANDARD_GRUPPENPROFIL&shipment=${label.shipmentNumber}`,
    );
    const error = await failureOf(dhl.cancelLabel('00340434169999999999'));
    expect(error?.failure).toBe('refused');
    expect(error?.message).toBe('DHL hat die Stornierung abgelehnt: Unknown shipment number.');
  });

  it('makes a return label with the Returns API', async () => {
    const label = await dhl.createReturnLabel({
      reference: 'Bestellung 10001',
      sender: input.consignee,
      receiver: input.shipper,
    });
    expect(label.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/parcel/de/shipping/returns/v1/orders?labelType=SHIPMENT_LABEL');
    expect(request.json()).toMatchObject({
      receiverId: 'deu',
      customerReference: 'Bestellung 10001',
      shipper: { name1: 'Erika Muster', addressStreet: 'Hauptstraße', postalCode: '10115' },
    });
  });

  it('says which keys to check when DHL refuses the credentials', async () => {
    const wrong = new DhlShippingProvider({
      baseUrl: fake.shippingUrl,
      returnsBaseUrl: fake.returnsUrl,
      ...credentials,
      password: 'wrong',
      returnReceiverId: 'deu',
    });
    const error = await failureOf(wrong.createLabel(input));
    expect(error?.failure).toBe('credentials');
    expect(error?.message).toMatch(/DHL_API_KEY, DHL_USERNAME und DHL_PASSWORD/);
  });

  it('reports an outage or an unreachable DHL as unavailable', async () => {
    fake.failNext();
    const outage = await failureOf(dhl.createLabel(input));
    expect(outage?.failure).toBe('unavailable');
    expect(outage?.message).toBe(
      'DHL ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    );
    const nowhere = new DhlShippingProvider({
      baseUrl: 'http://127.0.0.1:1/parcel/de/shipping/v2',
      returnsBaseUrl: 'http://127.0.0.1:1',
      ...credentials,
      returnReceiverId: 'deu',
    });
    expect((await failureOf(nowhere.createLabel(input)))?.failure).toBe('unavailable');
  });
});
