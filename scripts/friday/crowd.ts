import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { Pool } from 'undici';
import type { Answer, RequestKind } from './answers.ts';

// The parents of a Friday morning, each as her browser behaves: the listing page, a few product
// pages (HTML, brotli, as the first screen of a visit; the page carries its API answers, so a
// fresh visit asks the API nothing more), and for buyers the checkout's requests in the order
// the web app sends them: reservation, order, payment start, the simulator's page and approval,
// the confirmation with the token of the redirect (src/server/test/pay-in-simulator.ts).

export type Item = { id: string; itemNumber: number };

export type CrowdPlan = {
  parents: number;
  /** Arrivals spread evenly over this many seconds. */
  seconds: number;
  /** Every how-manieth parent tries to buy (2,000 of 5,000: 2 in 5). */
  buyersPerFive: number;
  /** The most wanted items: 60 % of the buyers want one of these. */
  wanted: readonly Item[];
  /** The rest of the drop: the other buyers and the browsing. */
  others: readonly Item[];
  /** Of ten successful reservations, how many become paid orders. */
  ordersPerTen: number;
  listingPath: string;
  /** Pause between a parent's pages, ms (a thumb, not a reader). */
  thinkMs: [number, number];
};

/** What the client was told, to compare with the database afterwards. */
export type Granted = {
  reservations: { clientId: string; productId: string }[];
  orders: { clientId: string; productId: string; orderId: string; paid: boolean }[];
  /** A client whose own reservation was answered 2xx and whose order then got 409. */
  refusedAfterOwnReservation: number;
};

export type CrowdResult = {
  answers: Answer[];
  granted: Granted;
  wallMs: number;
  /** Exceptions in this client (a bug here, not an answer of the shop). */
  clientErrors: string[];
  /** Requests sent again because their connection closed before any answer, as a browser does. */
  resent: number;
};

/** undici's error for a connection closed or reset before the answer's first byte. */
export function closedBeforeAnswer(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

const BROWSER = { 'accept-encoding': 'br', 'user-agent': 'friday-rehearsal' } as const;

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** The item buyer number `buyer` wants: 60 % the wanted ones in turn, 40 % the rest. */
export function wantedItem(plan: Pick<CrowdPlan, 'wanted' | 'others'>, buyer: number): Item {
  const wantedShare = buyer % 5 < 3 || plan.others.length === 0;
  const list = wantedShare ? plan.wanted : plan.others;
  // The n-th buyer of her share: each list is wanted in turn, so every item gets its attempts.
  const nth = Math.floor(buyer / 5) * (wantedShare ? 3 : 2) + (buyer % 5) - (wantedShare ? 0 : 3);
  const item = list[nth % list.length];
  if (!item) throw new Error('no items planned');
  return item;
}

export async function playCrowd(baseUrl: string, plan: CrowdPlan): Promise<CrowdResult> {
  const pool = new Pool(baseUrl, {
    connections: 1024,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    // A browser waits minutes for a page; the rehearsal's host may be far slower than a server.
    headersTimeout: 180_000,
    bodyTimeout: 180_000,
  });
  const crowdStarted = performance.now();
  let resent = 0;
  const answers: Answer[] = [];
  const clientErrors: string[] = [];
  const granted: Granted = { reservations: [], orders: [], refusedAfterOwnReservation: 0 };
  let successfulReservations = 0;
  let seed = 42;
  // The same crowd every run: a small deterministic generator, not Math.random.
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const think = () =>
    new Promise((resolve) =>
      setTimeout(resolve, plan.thinkMs[0] + random() * (plan.thinkMs[1] - plan.thinkMs[0])),
    );

  async function call(
    kind: RequestKind,
    path: string,
    init: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; text: () => string; headers: Record<string, unknown> }> {
    const started = performance.now();
    const send = () =>
      pool.request({
        path,
        method: init.method ?? 'GET',
        headers: { ...BROWSER, ...init.headers },
        body: init.body,
      });
    try {
      let response;
      try {
        response = await send();
      } catch (error) {
        // A kept-alive connection the server side closed just as this request went out (nginx's
        // old workers close idle connections when it reloads): a browser sends the request again
        // on a new connection, whatever its method, since nothing reached the server.
        if (!closedBeforeAnswer(error)) throw error;
        resent += 1;
        response = await send();
      }
      const body = Buffer.from(await response.body.arrayBuffer());
      answers.push({
        kind,
        status: response.statusCode,
        ms: performance.now() - started,
        at: started - crowdStarted,
      });
      // Decompressed only when read, as the browser's work is not the server's time.
      const text = () =>
        (response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(body)
          : body
        ).toString('utf8');
      return { status: response.statusCode, text, headers: response.headers };
    } catch (error) {
      answers.push({
        kind,
        status: 0,
        ms: performance.now() - started,
        at: started - crowdStarted,
        error: (error as { code?: string }).code ?? String(error),
      });
      return { status: 0, text: () => '', headers: {} };
    }
  }

  const json = (body: unknown) => ({
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

  async function buy(clientId: string, item: Item) {
    const reserved = await call('reservation', '/api/reservation', {
      method: 'PUT',
      ...json({ productIds: [item.id] }),
      headers: { ...json({}).headers, userid: clientId },
    });
    if (reserved.status !== 200) return;
    granted.reservations.push({ clientId, productId: item.id });
    successfulReservations += 1;
    if ((successfulReservations - 1) % 10 >= plan.ordersPerTen) return;
    await think();
    const placed = await call('order placement', '/api/orders', {
      method: 'POST',
      headers: {
        ...json({}).headers,
        userid: clientId,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        productIds: [item.id],
        userData: { firstName: 'Erika', lastName: 'Muster', emailAddress: 'erika@example.de' },
        deliveryMethod: 'abholen',
        paymentMethod: 'paypal',
      }),
    });
    if (placed.status === 409) granted.refusedAfterOwnReservation += 1;
    if (placed.status !== 201) return;
    const orderId = (JSON.parse(placed.text()) as { _id: string })._id;
    const order = { clientId, productId: item.id, orderId, paid: false };
    granted.orders.push(order);
    const started = await call('payment start', `/api/orders/${orderId}/payment`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    if (started.status !== 200) return;
    const { paymentId } = JSON.parse(started.text()) as { paymentId: string };
    await call('simulator page', `/api/payments/simulator/${paymentId}`, {
      headers: { accept: 'text/html' },
    });
    const approved = await call(
      'simulator approval',
      `/api/payments/simulator/${paymentId}/approve`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      },
    );
    const location = String(approved.headers.location ?? '');
    const token = location ? new URL(location, baseUrl).searchParams.get('token') : null;
    const confirmed = await call('payment confirmation', `/api/orders/${orderId}/payment/confirm`, {
      method: 'POST',
      ...json({ paymentId, authorizationToken: token }),
    });
    order.paid = confirmed.status === 200;
  }

  async function parent(index: number) {
    const clientId = randomUUID();
    const pages = 3 + Math.floor(random() * 3);
    const buyerNumber =
      index % 5 < plan.buyersPerFive
        ? Math.floor(index / 5) * plan.buyersPerFive + (index % 5)
        : null;
    const target = buyerNumber === null ? null : wantedItem(plan, buyerNumber);
    const browseFrom = [...plan.wanted, ...plan.others];
    await call('listing page', plan.listingPath, { headers: { accept: 'text/html' } });
    for (let page = 0; page < pages; page += 1) {
      await think();
      // A buyer's last product page is the item she then reserves.
      const item = target && page === pages - 1 ? target : pick(browseFrom, random);
      await call('product page', `/product/${item.itemNumber}`, {
        headers: { accept: 'text/html' },
      });
    }
    if (target) await buy(clientId, target);
  }

  const started = crowdStarted;
  const gapMs = (plan.seconds * 1000) / plan.parents;
  const visits: Promise<void>[] = [];
  for (let index = 0; index < plan.parents; index += 1) {
    const due = started + index * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // A bug in this client must not end the run before the deployment is stopped: counted.
    visits.push(parent(index).catch((error: unknown) => void clientErrors.push(String(error))));
  }
  await Promise.all(visits);
  const wallMs = performance.now() - started;
  await pool.close();
  return { answers, granted, wallMs, clientErrors, resent };
}
