import {
  startFakeServer,
  type FakeRequest,
  type FakeResponse,
} from '../../payments/fakes/fake-server.ts';

// A stand-in for DHL's Parcel DE Shipping API v2 and Returns API v1 for tests: same paths,
// headers, request and response shapes as developer.dhl.com documents (decision 040).

const FAKE_DHL_SHIPPING_PATH = '/parcel/de/shipping/v2';
const FAKE_DHL_RETURNS_PATH = '/parcel/de/shipping/returns/v1';

// A tiny but well-formed PDF: the label DHL would send, base64 in the JSON answer.
const LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

type Credentials = { apiKey: string; username: string; password: string };

export async function startFakeDhl(credentials: Credentials, port = 0) {
  const shipments = new Map<string, { cancelled: boolean }>();
  let nextNumber = 340434161094000001n;
  let outage = 0;
  const basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;

  const server = await startFakeServer((request): FakeResponse => {
    if (outage > 0) {
      outage -= 1;
      return { status: 503, body: { title: 'Service Unavailable', status: 503 } };
    }
    if (
      request.headers['dhl-api-key'] !== credentials.apiKey ||
      request.headers.authorization !== basic
    ) {
      return {
        status: 401,
        body: { title: 'Unauthorized', status: 401, detail: 'Unauthorized for given resource.' },
      };
    }
    const url = new URL(request.path, 'http://fake');
    if (url.pathname === `${FAKE_DHL_SHIPPING_PATH}/orders` && request.method === 'POST') {
      return createOrder(request, url);
    }
    if (url.pathname === `${FAKE_DHL_SHIPPING_PATH}/orders` && request.method === 'DELETE') {
      return deleteOrder(url);
    }
    if (url.pathname === `${FAKE_DHL_RETURNS_PATH}/orders` && request.method === 'POST') {
      return createReturn(request, url);
    }
    return { status: 404, body: { title: 'Not Found', status: 404 } };
  }, port);

  function newShipmentNumber(): string {
    const number = `00${nextNumber}`;
    nextNumber += 1n;
    shipments.set(number, { cancelled: false });
    return number;
  }

  function createOrder(request: FakeRequest, url: URL): FakeResponse {
    if (url.searchParams.get('docFormat') !== 'PDF' || !url.searchParams.get('printFormat')) {
      return badRequest('Query parameters docFormat and printFormat are expected.');
    }
    const body = request.json() as { profile?: unknown; shipments?: unknown[] };
    if (body.profile !== 'STANDARD_GRUPPENPROFIL' || !Array.isArray(body.shipments)) {
      return badRequest('profile and shipments are required.');
    }
    if (body.shipments.length !== 1) return badRequest('The fake takes one shipment per order.');
    const shipment = body.shipments[0] as Record<string, unknown>;
    const messages = [
      ...checkParty(shipment.shipper, 'shipper'),
      ...checkParty(shipment.consignee, 'consignee'),
      ...check(
        /^V\d{2}[A-Z0-9]+$/.test(String(shipment.product)),
        'product',
        'Unbekanntes Produkt.',
      ),
      ...check(
        /^\d{14}$/.test(String(shipment.billingNumber)),
        'billingNumber',
        'Die Abrechnungsnummer ist ungültig.',
      ),
      ...check(
        /^\d{4}-\d{2}-\d{2}$/.test(String(shipment.shipDate)),
        'shipDate',
        'Das Versanddatum ist ungültig.',
      ),
      ...check(
        typeof shipment.refNo === 'string' &&
          shipment.refNo.length >= 8 &&
          shipment.refNo.length <= 35,
        'refNo',
        'Die Referenz muss 8 bis 35 Zeichen lang sein.',
      ),
      ...checkWeight(shipment.details),
    ];
    if (messages.length > 0) {
      return {
        status: 400,
        body: {
          status: { title: 'Bad Request', statusCode: 400, detail: 'Validation failed.' },
          items: [
            {
              sstatus: { title: 'Bad Request', statusCode: 400 },
              validationMessages: messages.map((message) => ({
                ...message,
                property: `shipments[0].${message.property}`,
              })),
            },
          ],
        },
      };
    }
    const shipmentNo = newShipmentNumber();
    return {
      status: 200,
      body: {
        status: { title: 'OK', statusCode: 200 },
        items: [
          {
            shipmentNo,
            sstatus: { title: 'OK', statusCode: 200 },
            label: {
              b64: LABEL_PDF.toString('base64'),
              fileFormat: 'PDF',
              printFormat: url.searchParams.get('printFormat'),
            },
            validationMessages: [],
          },
        ],
      },
    };
  }

  function deleteOrder(url: URL): FakeResponse {
    const number = url.searchParams.get('shipment') ?? '';
    const known = shipments.get(number);
    if (url.searchParams.get('profile') !== 'STANDARD_GRUPPENPROFIL' || !known || known.cancelled) {
      return {
        status: 400,
        body: {
          status: { title: 'Bad Request', statusCode: 400 },
          items: [
            {
              shipmentNo: number,
              sstatus: { title: 'Unknown shipment number.', statusCode: 400 },
            },
          ],
        },
      };
    }
    known.cancelled = true;
    return {
      status: 200,
      body: {
        status: { title: 'OK', statusCode: 200 },
        items: [{ shipmentNo: number, sstatus: { title: 'OK', statusCode: 200 } }],
      },
    };
  }

  function createReturn(request: FakeRequest, url: URL): FakeResponse {
    const body = request.json() as Record<string, unknown>;
    const messages = [
      ...check(
        typeof body.receiverId === 'string' && body.receiverId !== '',
        'receiverId',
        'receiverId fehlt.',
      ),
      ...checkParty(body.shipper, 'shipper'),
    ];
    if (messages.length > 0 || !url.searchParams.get('labelType')) {
      return {
        status: 400,
        body: {
          title: 'Bad Request',
          status: 400,
          detail: messages[0]?.validationMessage ?? 'labelType is required.',
        },
      };
    }
    return {
      status: 201,
      body: {
        shipmentNo: newShipmentNumber(),
        label: { b64: LABEL_PDF.toString('base64') },
        sstatus: { title: 'Created', status: 201, detail: 'Created' },
      },
    };
  }

  return {
    ...server,
    shippingUrl: `${server.url}${FAKE_DHL_SHIPPING_PATH}`,
    returnsUrl: `${server.url}${FAKE_DHL_RETURNS_PATH}`,
    isCancelled: (shipmentNumber: string) => shipments.get(shipmentNumber)?.cancelled ?? false,
    /** The next `count` calls answer 503, as DHL does in an outage. */
    failNext(count = 1) {
      outage = count;
    },
  };
}

type Message = { property: string; validationMessage: string; validationState: 'Error' };

function check(ok: boolean, property: string, validationMessage: string): Message[] {
  return ok ? [] : [{ property, validationMessage, validationState: 'Error' }];
}

function checkParty(value: unknown, name: string): Message[] {
  const party = (value ?? {}) as Record<string, unknown>;
  const text = (key: string) => typeof party[key] === 'string' && party[key] !== '';
  return [
    ...check(text('name1'), `${name}.name1`, 'Der Name fehlt.'),
    ...check(text('addressStreet'), `${name}.addressStreet`, 'Die Straße fehlt.'),
    ...check(text('city'), `${name}.city`, 'Der Ort fehlt.'),
    ...check(
      /^\d{5}$/.test(String(party.postalCode)),
      `${name}.postalCode`,
      'Die Postleitzahl ist ungültig.',
    ),
    ...check(party.country === 'DEU', `${name}.country`, 'Das Land ist ungültig.'),
  ];
}

function checkWeight(details: unknown): Message[] {
  const weight = (details as { weight?: { uom?: unknown; value?: unknown } } | undefined)?.weight;
  const value = Number(weight?.value);
  return check(
    weight?.uom === 'kg' && value > 0 && value <= 31.5,
    'details.weight',
    'Das Gewicht ist ungültig.',
  );
}

function badRequest(detail: string): FakeResponse {
  return {
    status: 400,
    body: { status: { title: 'Bad Request', statusCode: 400, detail }, items: [] },
  };
}
