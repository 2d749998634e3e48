import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsAdmin, type TestApp } from './test/test-app.ts';
import { insertOrder, insertProduct, insertSeller } from './test/fixtures.ts';

// Issue 7, security: every route is probed with hostile input. Nothing may answer 5xx or leak a
// stack trace, and no GET may change the database except the two tracking calls
// docs/product.md §7.1 fixes.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; path: string };

// GET calls that docs/product.md §7.1 defines as recording something (tracking_events).
const TRACKING_GETS = new Set(['/api/users/opensite', '/api/users/removeproduct']);

const HOSTILE_QUERY =
  '?page=-1&limit=99999999&size=abc&sort=%27%3B%20drop%20table%20products%3B--&q=%00%ff&brand[]=1';

const HOSTILE_BODIES: unknown[] = [
  {},
  [],
  'text',
  { __proto__: { isAdmin: true }, constructor: { prototype: { isAdmin: true } } },
  { id: { $ne: null }, email: ['a', 'b'], price: '1e309', quantity: -1, code: 'A'.repeat(100_000) },
  { items: Array.from({ length: 1000 }, () => ({ id: "' or 1=1 --" })) },
  { name: 'Bo\u0000dy', brand: 'x\u0000y', code: '\u0000' },
  { name: '\ud800', ['k\udc00']: 'Pulli' },
];

let t: TestApp;
let auth: Record<string, string>;
let routes: Route[];
let values: Record<string, string>;

function listRoutes(app: TestApp['app']): Route[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path })),
  );
}

/** The path with each `{param}` filled: a real id where the name says which, else `value`. */
function fill(path: string, fallback?: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (fallback !== undefined) return fallback;
    if (name === 'id') return path.includes('products') ? values.productId! : values.orderId!;
    return values[name] ?? 'unknown';
  });
}

/** One md5 per table over all its rows: equal snapshots mean nothing was written. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const digest = await t.db.execute<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table_name}" t`,
      ),
    );
    result[table_name] = digest.rows[0]!.digest;
  }
  return result;
}

function expectCleanAnswer(route: string, response: { statusCode: number; body: string }) {
  expect(response.statusCode, route).toBeLessThan(500);
  expect(response.body, route).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|\/src\/server\//);
}

beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
  await insertSeller(t.db, 7);
  const product = await insertProduct(t.db, { sellerNumber: 7 });
  const order = await insertOrder(t.db);
  values = {
    productId: product.id,
    orderId: order.id,
    itemNumber: String(product.itemNumber),
    number: '7',
    clientId: '5a0c1f7e-1111-4a4a-8a8a-000000000001',
    paymentId: '00000000-0000-4000-8000-000000000000',
  };
  routes = listRoutes(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('hostile input', () => {
  it('finds the routes to probe', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => route.method === 'GET').length).toBeGreaterThan(20);
  });

  it('no GET changes the database, whatever it is sent (except the tracking calls)', async () => {
    const before = await snapshot();
    const gets = routes.filter((route) => route.method === 'GET');
    for (const route of gets) {
      if (TRACKING_GETS.has(route.path)) continue;
      for (const url of [
        fill(route.path),
        fill(route.path, 'x%27%22%3C'),
        fill(route.path, '-1'),
      ]) {
        for (const suffix of ['', HOSTILE_QUERY]) {
          const response = await t.app.inject({ method: 'GET', url: url + suffix, headers: auth });
          expectCleanAnswer(`GET ${url}${suffix}`, response);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the tracking calls record only tracking events', async () => {
    const before = await snapshot();
    for (const path of TRACKING_GETS) {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { userid: values.clientId!, page: '/', productid: 'x' },
      });
      expectCleanAnswer(path, response);
    }
    const after = await snapshot();
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed).toEqual(['tracking_events']);
  });

  it('every state-changing route answers bad bodies with a 4xx and a German message', async () => {
    const writes = routes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(25);
    const messages = new Set<string>();
    let adminWrites = 0;
    const admin = new Set(t.app.adminRoutes.map((route) => `${route.method} ${route.url}`));
    await t.db.execute(sql`delete from admin_audit_log`);
    for (const route of writes) {
      for (const body of HOSTILE_BODIES) {
        const response = await t.app.inject({
          method: route.method,
          url: fill(route.path),
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        const fastifyPath = route.path.replace(/\{(\w+)\}/g, ':$1');
        if (admin.has(`${route.method} ${fastifyPath}`)) adminWrites += 1;
        const label = `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 60)}`;
        expectCleanAnswer(label, response);
        if (response.statusCode >= 400) messages.add(response.json().message);
      }
    }
    expect(messages.size).toBeGreaterThan(1);
    // Every admin request that changes or tries to change something has its audit row, with its
    // outcome (decision 028).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const audited = await t.db.execute<{ count: number; unfinished: number }>(
      sql`select count(*)::int as count, count(*) filter (where status_code = 102)::int as unfinished
          from admin_audit_log`,
    );
    expect(adminWrites).toBeGreaterThan(100);
    expect(audited.rows[0]).toEqual({ count: adminWrites, unfinished: 0 });
    // Fastify's and zod's own (English) messages never reach people.
    for (const message of messages) {
      expect(message).not.toMatch(/\b(the|must|invalid|expected|required|body|unexpected)\b/i);
    }
  });

  it('answers wide bodies under the size limit with a 2xx or 4xx, never a 5xx', async () => {
    // 200,000 items are 400 KB of JSON; a key takes more room, so 100,000 of them come near 1 MB.
    const zeros = `[${Array<string>(200_000).fill('0').join(',')}]`;
    const keys = Array.from({ length: 100_000 }, (_, i) => `"${i.toString(36)}":0`).join(',');
    const wideBodies = [
      zeros,
      `[${Array<string>(200_000).fill('""').join(',')}]`,
      `{"items":${zeros},"name":"Pulli"}`,
      `{${keys}}`,
      `{"items":{${keys}}}`,
    ];
    for (const payload of wideBodies) expect(payload.length).toBeLessThan(1024 * 1024);
    const writes = routes.filter((route) => route.method !== 'GET');
    for (const route of writes) {
      for (const payload of wideBodies) {
        const response = await t.app.inject({
          method: route.method,
          url: fill(route.path),
          headers: { ...auth, 'content-type': 'application/json' },
          payload,
        });
        const label = `${route.method} ${route.path} ${payload.slice(0, 20)}`;
        expectCleanAnswer(label, response);
      }
    }
  }, 120_000);

  it('refuses bodies over the limit with 413 and malformed JSON with 400, in German', async () => {
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toContain('zu groß');

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Die Anfrage ist kein gültiges JSON.');
  });
});
