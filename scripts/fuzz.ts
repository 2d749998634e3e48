// npm run fuzz: sends thousands of hostile requests to a real shop, as an attacker would, and
// checks the two promises of decision 028: no answer is a 5xx, and every admin change that
// answered 2xx has its audit row. Everything runs on this machine: the built server as its own
// process in production mode, with the demo shop and its embedded PostgreSQL in a temporary
// folder. FUZZ_REQUESTS (default 10,000) and FUZZ_SEED (default 1) make a run repeatable.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findRunningEmbeddedDatabase } from '../src/server/db/embedded-database.ts';
import { freePort, runProject } from '../src/server/test/processes.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
let seed = Number(process.env.FUZZ_SEED ?? 1);
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const HOSTILE_STRINGS = [
  '',
  ' ',
  'Größe 98',
  '\u0000',
  'Bo\u0000dy',
  '\ud800',
  'x\udc00',
  '🧸',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'A'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  'null',
  '../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: x=1',
  'AAAA-BBBB-CCCC-DDDD',
  'WILLKOMMEN10',
  'kunde@example.de',
  '00000000-0000-4000-8000-000000000000',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  -1,
  0,
  1,
  99999999999,
  3.14159,
  1e21,
  true,
  false,
  null,
  [],
  [1, 'a', null],
  {},
  { $ne: null },
  { __proto__: { isAdmin: true } },
];

type Operation = {
  method: string;
  path: string;
  properties: Record<string, { type?: string }>;
  isAdmin: boolean;
};

function operations(spec: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(spec.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody as
        | { content?: Record<string, { schema?: { properties?: Operation['properties'] } }> }
        | undefined;
      const responses = Object.keys((operation.responses as object | undefined) ?? {});
      return {
        method: method.toUpperCase(),
        path: route,
        properties: body?.content?.['application/json']?.schema?.properties ?? {},
        // Admin routes declare the guard's 403.
        isAdmin: responses.includes('403'),
      };
    }),
  );
}

// Plausible values by field name, so that many requests pass validation and reach the handlers.
const PLAUSIBLE: Record<string, unknown> = {
  category: 'Kleidung',
  name: 'Body gestreift',
  brand: null,
  size: 86,
  price: 7.5,
  discount: 30,
  condition: 'Gut',
  season: 'Winter',
  sellerNumber: null,
  storageLocation: 'Kiste 3',
  email: 'kunde@example.de',
  code: 'WILLKOMMEN10',
  number: 150,
  amount: 5,
  note: 'bar',
  isAdmin: false,
  rating: 4,
};

function value(name: string, type: string | undefined, hostility: number): unknown {
  if (random() < hostility) return pick(HOSTILE_VALUES);
  if (name in PLAUSIBLE) return PLAUSIBLE[name];
  if (type === 'number' || type === 'integer') return Math.floor(random() * 200) - 20;
  if (type === 'boolean') return random() < 0.5;
  if (type === 'array') return [pick(HOSTILE_VALUES)];
  return pick(HOSTILE_STRINGS);
}

/**
 * A body that is one wide array, a wide object, or deeply nested (issue 31: a wide array once
 * overflowed the stack of the unstorable-text guard); each stays under the 1 MB body limit.
 */
function oversizedBody(): string {
  switch (Math.floor(random() * 4)) {
    case 0:
      return JSON.stringify(Array.from({ length: 200_000 }, () => 0));
    case 1:
      return JSON.stringify(
        Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i])),
      );
    case 2:
      return `${'['.repeat(5_000)}"\u0000"${']'.repeat(5_000)}`;
    default:
      return `${'{"a":'.repeat(3_000)}"\ud800"${'}'.repeat(3_000)}`;
  }
}

/** As a browser sends it; a lone surrogate (no UTF-8 for it) as the bytes some clients send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

function request(operation: Operation, token: string, ids: Record<string, string[]>) {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(
      random() < 0.5 && ids[name]?.length
        ? pick(ids[name]!)
        : String(pick([...HOSTILE_STRINGS.slice(0, 12), '1', '1001', '7'])),
    ),
  );
  const query: string[] = [];
  for (let index = Math.floor(random() * 3); index > 0; index--) {
    const name = pick(['page', 'category', 'brands', 'sizes', 'sort', 'q', 'from', 'to']);
    query.push(`${name}=${encode(pick(HOSTILE_STRINGS))}`);
  }
  // Half the requests are almost valid (one hostile field in ten), so they reach the handlers.
  const hostility = random() < 0.5 ? 0.1 : 0.6;
  const body: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(operation.properties)) {
    if (random() < 0.95) body[name] = value(name, schema.type, hostility);
  }
  if (random() < 0.1) body[pick(HOSTILE_STRINGS)] = pick(HOSTILE_VALUES);
  const auth = random() < 0.8 ? `Bearer ${token}` : pick(['', 'Bearer x.y.z', `Baerer ${token}`]);
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return {
    url: `${url}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    init: {
      method: operation.method,
      headers: {
        ...(auth ? { authorization: auth } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      // One request in fifty carries a wide or deep body instead.
      body: hasBody ? (random() < 0.02 ? oversizedBody() : JSON.stringify(body)) : undefined,
    },
  };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-fuzz-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_DB_PORT: String(await freePort()),
    NODE_ENV: 'production',
    PAYMENT_MODE: 'simulator',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  const server = spawn('node', ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const serverErrors: string[] = [];
  server.stderr.on('data', (chunk: Buffer) => serverErrors.push(chunk.toString('utf8')));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (
      let attempt = 0;
      !(await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      attempt++
    ) {
      if (attempt > 600) throw new Error('the shop did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const admin = runProject(
      [
        'src/server/cli/admin-create.ts',
        '--email',
        'fuzz@example.de',
        '--password',
        'fuzz password 12',
      ],
      env,
    );
    if ((await admin.exited) !== 0) throw new Error(admin.output());
    const signIn = await fetch(`${base}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fuzz@example.de', password: 'fuzz password 12' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const spec = (await (await fetch(`${base}/api/docs/json`)).json()) as Parameters<
      typeof operations
    >[0];
    const all = operations(spec).filter(
      (operation) => !operation.path.startsWith('/api/users/signin'),
    );

    // Real ids of the demo shop for path parameters.
    const auth = { authorization: `Bearer ${token}` };
    const products = (await (await fetch(`${base}/api/products/newbees`)).json()) as {
      _id: string;
      itemNumber: number;
    }[];
    const sellers = (await (await fetch(`${base}/api/seller`, { headers: auth })).json()) as {
      number: number;
    }[];
    const ids: Record<string, string[]> = {
      id: products.map((product) => product._id),
      itemNumber: products.map((product) => String(product.itemNumber)),
      number: sellers.map((seller) => String(seller.number)),
    };

    const statuses = new Map<string, number>();
    const failures: string[] = [];
    const adminChanges = new Map<string, number>();
    let sent = 0;
    const worker = async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const operation = pick(all);
        const { url, init } = request(operation, token, ids);
        const response = await fetch(`${base}${url}`, init);
        await response.arrayBuffer();
        const kind = `${Math.floor(response.status / 100)}xx`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        if (response.status >= 500)
          failures.push(
            `${response.status} ${init.method} ${url} ${init.body ?? ''}`.slice(0, 300),
          );
        if (operation.isAdmin && init.method !== 'GET' && response.status < 300) {
          const key = `${init.method} ${url.split('?')[0]} ${response.status}`;
          adminChanges.set(key, (adminChanges.get(key) ?? 0) + 1);
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: 4 }, worker));
    const seconds = (Date.now() - started) / 1000;

    await new Promise((resolve) => setTimeout(resolve, 500));
    const client = new pg.Client({
      connectionString: (await findRunningEmbeddedDatabase(dataDir))!,
    });
    await client.connect();
    const rows = await client.query<{ key: string; count: number }>(
      `select method || ' ' || url || ' ' || status_code as key, count(*)::int as count
       from admin_audit_log where status_code between 200 and 299 group by 1`,
    );
    const unfinished = await client.query<{ count: number }>(
      'select count(*)::int as count from admin_audit_log where status_code = 102',
    );
    await client.end();
    const logged = new Map(rows.rows.map((row) => [row.key, row.count]));
    const missing = [...adminChanges].filter(([key, count]) => (logged.get(key) ?? 0) < count);

    console.log(
      `${REQUESTS} hostile requests to ${all.length} operations in ${seconds.toFixed(0)} s (seed ${process.env.FUZZ_SEED ?? 1}):`,
    );
    console.log(
      `  answers: ${[...statuses]
        .sort()
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')}`,
    );
    console.log(
      `  admin changes answered 2xx: ${[...adminChanges.values()].reduce((a, b) => a + b, 0)}, ` +
        `without an audit row: ${missing.length}, rows left in progress: ${unfinished.rows[0]?.count}`,
    );
    for (const failure of failures.slice(0, 20)) console.log(`  5xx: ${failure}`);
    for (const [key] of missing.slice(0, 20)) console.log(`  no audit row: ${key}`);
    process.exitCode = failures.length > 0 || missing.length > 0 ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
    if (process.exitCode) console.log(serverErrors.join('').slice(-3000));
  }
}

await main();
