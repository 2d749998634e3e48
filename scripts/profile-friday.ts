/**
 * A small Friday for profiling the write path (issue 33, decision 065), against ONE running shop
 * process. Not the full rehearsal (`npm run load:friday`): it plays the issue's first measurement.
 *
 *   PROFILE_URL=http://127.0.0.1:18100 PROFILE_ADMIN_EMAIL=… PROFILE_ADMIN_PASSWORD=… \
 *     npx tsx scripts/profile-friday.ts [crowd|calm]
 *
 * crowd (default): PROFILE_PARENTS (600) parents arrive evenly over PROFILE_SECONDS (30); each
 *   opens the clothing listing and three product pages (server-rendered, as a first visit is).
 *   PROFILE_BUYERS (240) of them then buy one of PROFILE_WANTED (20) wanted items as the checkout
 *   does: reserve the cart (PUT /api/reservation), check the voucher (POST /api/voucher/validate),
 *   place the order paid by that voucher (POST /api/orders). A buyer who loses the race (409)
 *   tries the next free item, up to three times, so there are enough orders to count.
 * calm: PROFILE_CALM_BUYERS (30) buyers one after another, nobody browsing.
 *
 * Each buyer gets a voucher of her own, issued through the admin API before the clock starts.
 * Reports count, p50/p95/p99 and errors per kind of request, and items sold twice (goal 0).
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';

const base = process.env.PROFILE_URL ?? 'http://127.0.0.1:18100';
const mode = process.argv[2] ?? 'crowd';
const parents = Number(process.env.PROFILE_PARENTS ?? 600);
const seconds = Number(process.env.PROFILE_SECONDS ?? 30);
const buyers =
  mode === 'calm'
    ? Number(process.env.PROFILE_CALM_BUYERS ?? 30)
    : Number(process.env.PROFILE_BUYERS ?? 240);
const wantedCount = Number(process.env.PROFILE_WANTED ?? 20);

const agent = new Agent({ connections: 256, keepAliveTimeout: 10_000 });

type Kind = 'page' | 'reservation' | 'voucher-check' | 'order';
const timings: Record<Kind, number[]> = {
  page: [],
  reservation: [],
  'voucher-check': [],
  order: [],
};
const errors: Record<Kind, Map<number, number>> = {
  page: new Map(),
  reservation: new Map(),
  'voucher-check': new Map(),
  order: new Map(),
};

async function call(
  kind: Kind | null,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; expect?: number[] } = {},
): Promise<{ status: number; body: unknown }> {
  const started = performance.now();
  const response = await request(`${base}${path}`, {
    method,
    dispatcher: agent,
    headers: {
      // Pages come compressed as a browser takes them; answers we read stay plain.
      ...(kind === 'page' ? { 'accept-encoding': 'br' } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.body.text();
  const elapsed = performance.now() - started;
  if (kind) {
    const expected = options.expect ?? [200];
    if (expected.includes(response.statusCode)) timings[kind].push(elapsed);
    else errors[kind].set(response.statusCode, (errors[kind].get(response.statusCode) ?? 0) + 1);
  }
  const json = response.headers['content-type']?.toString().includes('json');
  return { status: response.statusCode, body: json && text ? JSON.parse(text) : text };
}

type Product = { _id: string; itemNumber: number; price: number };

async function signIn(): Promise<string> {
  const email = process.env.PROFILE_ADMIN_EMAIL;
  const password = process.env.PROFILE_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('PROFILE_ADMIN_EMAIL and PROFILE_ADMIN_PASSWORD');
  const { status, body } = await call(null, 'POST', '/api/users/signin', {
    body: { email, password },
  });
  if (status !== 200) throw new Error(`sign-in: ${status} ${JSON.stringify(body)}`);
  return (body as { token: string }).token;
}

async function issueVouchers(token: string, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { status, body } = await call(null, 'POST', '/api/admin/vouchers', {
      headers: { authorization: `Bearer ${token}` },
      body: { value: 500 },
    });
    if (status !== 201) throw new Error(`voucher: ${status} ${JSON.stringify(body)}`);
    codes.push((body as { code: string }).code);
  }
  return codes;
}

/** The clothing listing's items, every page: what the parents look at and buy from. */
async function clothingForSale(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const { body } = await call(
      null,
      'GET',
      `/api/products?category=Kleidung&pageSize=48&page=${page}`,
    );
    const answer = body as { products: Product[]; hasMore: boolean };
    all.push(...answer.products);
    if (!answer.hasMore) break;
  }
  return all;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function buy(candidates: Product[], voucher: string, index: number): Promise<string | null> {
  const clientId = randomUUID();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const product = attempt === 0 ? candidates[0]! : pick(candidates);
    const reserved = await call('reservation', 'PUT', '/api/reservation', {
      headers: { userid: clientId },
      body: { productIds: [product._id] },
      expect: [200, 409],
    });
    if (reserved.status !== 200) continue;
    await call('voucher-check', 'POST', '/api/voucher/validate', { body: { code: voucher } });
    const placed = await call('order', 'POST', '/api/orders', {
      headers: { 'idempotency-key': randomUUID(), userid: clientId },
      body: {
        productIds: [product._id],
        userData: {
          firstName: 'Erika',
          lastName: `Freitag ${index}`,
          emailAddress: `erika${index}@friday.example`,
          street: 'Lindenweg 7',
          postalCode: '12345',
          city: 'Musterstadt',
        },
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'voucher',
        voucherCodes: [voucher],
      },
      expect: [201, 409],
    });
    if (placed.status === 201) return product._id;
  }
  return null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(): void {
  for (const kind of Object.keys(timings) as Kind[]) {
    const sorted = [...timings[kind]].sort((a, b) => a - b);
    const failed = [...errors[kind]].map(([status, n]) => `${n}×${status}`).join(' ') || '0';
    console.log(
      `${kind.padEnd(14)} n=${String(sorted.length).padStart(4)}  p50=${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p95=${percentile(sorted, 95).toFixed(0).padStart(5)} ms  p99=${percentile(sorted, 99).toFixed(0).padStart(5)} ms  max=${(sorted.at(-1) ?? NaN).toFixed(0).padStart(5)} ms  errors ${failed}`,
    );
  }
}

async function main(): Promise<void> {
  const token = await signIn();
  const products = await clothingForSale();
  if (products.length < wantedCount * 3) throw new Error(`only ${products.length} products`);
  const shuffled = [...products].sort(() => Math.random() - 0.5);
  const wanted = shuffled.slice(0, wantedCount);
  const vouchers = await issueVouchers(token, buyers);
  console.log(
    `${mode}: ${products.length} clothing items, ${wanted.length} wanted, ${buyers} buyers`,
  );

  const sold: (string | null)[] = [];
  const started = performance.now();
  if (mode === 'calm') {
    for (let i = 0; i < buyers; i += 1) {
      sold.push(await buy([pick(shuffled), ...shuffled], vouchers[i]!, i));
      await sleep(200);
    }
  } else {
    const visits: Promise<void>[] = [];
    const buyerSlots = new Set(
      [...Array(parents).keys()].sort(() => Math.random() - 0.5).slice(0, buyers),
    );
    let voucherIndex = 0;
    for (let i = 0; i < parents; i += 1) {
      const due = (i * seconds * 1000) / parents;
      const wait = due - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      const buyer = buyerSlots.has(i) ? voucherIndex++ : null;
      visits.push(
        (async () => {
          await call('page', 'GET', '/shop/kleidung');
          const seen =
            buyer === null
              ? [pick(shuffled), pick(shuffled), pick(shuffled)]
              : [pick(shuffled), pick(shuffled), pick(wanted)];
          for (const product of seen) await call('page', 'GET', `/product/${product.itemNumber}`);
          if (buyer !== null)
            sold.push(await buy([seen[2]!, ...wanted, ...shuffled], vouchers[buyer]!, buyer));
        })(),
      );
    }
    await Promise.all(visits);
  }
  const took = (performance.now() - started) / 1000;
  report();
  const placed = sold.filter((id): id is string => id !== null);
  const twice = placed.length - new Set(placed).size;
  console.log(`orders placed ${placed.length}, items sold twice ${twice}, ${took.toFixed(1)} s`);
  await agent.close();
  if (twice > 0) process.exitCode = 1;
}

await main();
