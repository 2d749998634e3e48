import {
  startFakeServer,
  type FakeRequest,
  type FakeResponse,
} from '../../payments/fakes/fake-server.ts';

// A stand-in for DHL's Parcel DE Shipping API v2 and Returns API v1 for tests: same paths,
// headers, request and response shapes as developer.dhl.com documents (decision 040).

const FAKE_DHL_SHIPPING_PATH = '/parcel/de/shipping/v2';
const FAKE_DHL_RETURNS_PATH = '/parcel/de/shipping/returns/v1';

/**
 * A tiny but well-formed one-page PDF: the label DHL would send, base64 in the JSON answer. It
 * names its shipment number, so a merged PDF shows which label landed on which page.
 */
export function fakeLabelPdf(shipmentNo: string): Buffer {
  const content = `BT /F1 14 Tf 20 380 Td (DHL Sendung ${shipmentNo}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 425] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${text.length}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** DHL takes at most this many shipments in one request. */
export const DHL_SHIPMENTS_PER_REQUEST = 30;

type Credentials = { apiKey: string; username: string; password: string };

export async function startFakeDhl(credentials: Credentials, port = 0) {
  const shipments = new Map<string, { cancelled: boolean }>();
  let nextNumber = 340434161094000001n;
  let outage = 0;
  const rejectedReferences = new Set<string>();
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

  // One request may carry up to 30 shipments; each gets an item of its own, in request order:
  // all made 200, some refused 207 (Multi-Status), all refused 400, as DHL's API answers.
  function createOrder(request: FakeRequest, url: URL): FakeResponse {
    if (url.searchParams.get('docFormat') !== 'PDF' || !url.searchParams.get('printFormat')) {
      return badRequest('Query parameters docFormat and printFormat are expected.');
    }
    const body = request.json() as { profile?: unknown; shipments?: unknown[] };
    if (body.profile !== 'STANDARD_GRUPPENPROFIL' || !Array.isArray(body.shipments)) {
      return badRequest('profile and shipments are required.');
    }
    if (body.shipments.length < 1 || body.shipments.length > DHL_SHIPMENTS_PER_REQUEST) {
      return badRequest('Between 1 and 30 shipments are expected.');
    }
    const items = body.shipments.map((shipment, index) =>
      shipmentItem(shipment as Record<string, unknown>, index, url),
    );
    const made = items.filter((item) => 'shipmentNo' in item).length;
    const status = made === items.length ? 200 : made === 0 ? 400 : 207;
    const title = status === 200 ? 'OK' : status === 207 ? 'Multi-Status' : 'Bad Request';
    return { status, body: { status: { title, statusCode: status }, items } };
  }

  function shipmentItem(shipment: Record<string, unknown>, index: number, url: URL) {
    if (rejectedReferences.has(String(shipment.refNo))) {
      return refusedItem(index, [
        {
          property: 'consignee.addressStreet',
          validationMessage: 'Die Adresse ist nicht zustellbar.',
          validationState: 'Error',
        },
      ]);
    }
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
    if (messages.length > 0) return refusedItem(index, messages);
    const shipmentNo = newShipmentNumber();
    return {
      shipmentNo,
      shipmentRefNo: shipment.refNo,
      sstatus: { title: 'OK', statusCode: 200 },
      label: {
        b64: fakeLabelPdf(shipmentNo).toString('base64'),
        fileFormat: 'PDF',
        printFormat: url.searchParams.get('printFormat'),
      },
      validationMessages: [],
    };
  }

  function refusedItem(index: number, messages: Message[]) {
    return {
      sstatus: { title: 'Bad Request', statusCode: 400 },
      validationMessages: messages.map((message) => ({
        ...message,
        property: `shipments[${index}].${message.property}`,
      })),
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
        label: { b64: fakeLabelPdf('RETOURE').toString('base64') },
        sstatus: { title: 'Created', status: 201, detail: 'Created' },
      },
    };
  }

  return {
    ...server,
    shippingUrl: `${server.url}${FAKE_DHL_SHIPPING_PATH}`,
    returnsUrl: `${server.url}${FAKE_DHL_RETURNS_PATH}`,
    isCancelled: (shipmentNumber: string) => shipments.get(shipmentNumber)?.cancelled ?? false,
    /** DHL refuses the shipment with this refNo (e.g. "Bestellung 10004") as undeliverable. */
    refuseReference(reference: string) {
      rejectedReferences.add(reference);
    },
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
