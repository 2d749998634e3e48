import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from './db/client.ts';
import { migrationsFolder } from './db/migrate.ts';
import { orderItems, orders, products, voucherTransactions, vouchers } from './db/schema.ts';
import { ORDER_MINUTE_QUEUE } from './features/orders/order-jobs.ts';
import { upsertAdminUser } from './features/auth/users.service.ts';
import { startFakeS3, type FakeS3 } from './test/fake-s3.ts';
import { insertProduct, insertVoucher } from './test/fixtures.ts';
import {
  freePort,
  runShop,
  stopProcess,
  waitForReady,
  type ProjectProcess,
} from './test/processes.ts';

// Two real app processes (`main.ts`, as production runs it) on one PostgreSQL database, with
// pictures in an S3-compatible bucket and nothing else shared: the checkout's race tests again,
// over HTTP, with the racers spread over both processes (decision 016).

type ShopProcess = ProjectProcess & { port: number };

function startShop(port: number, env: NodeJS.ProcessEnv): ShopProcess {
  return { ...runShop({ ...env, PORT: String(port) }), port };
}

let serverUrl: string;
let databaseUrl: string;
let databaseName: string;
let connection: DatabaseConnection | null = null;
let s3: FakeS3 | null = null;
const shops: ShopProcess[] = [];
const dataDirs: string[] = [];

/** The racer's process: even racers go to the first, odd ones to the second. */
const shopFor = (index: number) => `http://127.0.0.1:${shops[index % 2]?.port}`;

function call(
  index: number,
  urlPath: string,
  init: { method?: string; headers?: object; body?: unknown } = {},
) {
  return fetch(shopFor(index) + urlPath, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    } as Record<string, string>,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function reserve(index: number, clientId: string, productIds: string[]) {
  return call(index, '/api/reservation', {
    method: 'PUT',
    headers: { userid: clientId },
    body: { productIds },
  });
}

function placeOrder(index: number, body: Record<string, unknown>, clientId = randomUUID()) {
  return call(index, '/api/orders', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID(), userid: clientId },
    body: {
      userData: { firstName: 'Erika', lastName: 'Muster', emailAddress: 'erika@example.de' },
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
      ...body,
    },
  });
}

beforeAll(async () => {
  // An empty database, not the migrated template: both processes migrate it at the same time.
  serverUrl = inject('testDatabaseServerUrl');
  databaseName = `shop_two_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  databaseUrl = Object.assign(new URL(serverUrl), {
    pathname: `/${databaseName}`,
  }).toString();

  s3 = await startFakeS3();
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'a shared secret of at least thirty-two characters',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // As in the in-process race tests: 50 racers come from one address.
    RATE_LIMITS: 'off',
    IMAGE_STORE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
  for (let index = 0; index < 2; index += 1) {
    // Each process gets its own data folder: nothing on disk is shared.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-two-'));
    dataDirs.push(dataDir);
    shops.push(startShop(await freePort(), { ...env, DATA_DIR: dataDir }));
  }
  await Promise.all(shops.map((shop) => waitForReady(shop.port, shop)));
  connection = connectDatabase(databaseUrl, { max: 5 });
}, 60_000);

afterAll(async () => {
  await Promise.all(shops.map(stopProcess));
  await connection?.close();
  await s3?.close();
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  if (databaseName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}, 30_000);

const db = () => {
  if (!connection) throw new Error('no database connection');
  return connection.db;
};

describe('two app processes on one database', () => {
  it('both start at once on an empty database and apply every migration exactly once', async () => {
    const journal = JSON.parse(
      await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await db().execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
    expect(shops.every((shop) => shop.child.exitCode === null)).toBe(true);
  });

  it('honours a sign-in from one process on the other and serves a picture uploaded through it', async () => {
    await upsertAdminUser(db(), { email: 'admin@example.de', password: 'admin password 1' });
    const signIn = await call(0, '/api/users/signin', {
      method: 'POST',
      body: { email: 'admin@example.de', password: 'admin password 1' },
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };

    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#d8f0c0' },
    })
      .jpeg()
      .toBuffer();
    const upload = await fetch(`${shopFor(1)}/api/admin/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    expect(upload.status).toBe(201);
    const image = (await upload.json()) as { id: string; png: string };
    expect(s3?.objects.has(`${image.id}.png`)).toBe(true);

    const png = await call(0, image.png);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const served = Buffer.from(await png.arrayBuffer());
    expect(served.equals(s3?.objects.get(`${image.id}.png`)?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('gives one item to exactly one of 50 clients reserving it through both processes', async () => {
    const item = await insertProduct(db());
    const clients = Array.from({ length: 50 }, () => randomUUID());

    const statuses = await Promise.all(
      clients.map(async (client, index) => (await reserve(index, client, [item.id])).status),
    );

    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [row] = await db().select().from(products).where(eq(products.id, item.id));
    expect(row?.reservedBy).toBe(clients[statuses.indexOf(200)]);
  });

  it('sells one item to exactly one of 50 clients ordering it through both processes', async () => {
    const item = await insertProduct(db());

    const statuses = await Promise.all(
      Array.from(
        { length: 50 },
        async (_, index) => (await placeOrder(index, { productIds: [item.id] })).status,
      ),
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const lines = await db().select().from(orderItems).where(eq(orderItems.productId, item.id));
    expect(lines).toHaveLength(1);
  });

  it('of 50 clients racing through reservation and order on both processes, one gets the item', async () => {
    const item = await insertProduct(db());

    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const clientId = randomUUID();
        // Reserve on one process, order on the other.
        const reserved = (await reserve(index, clientId, [item.id])).status;
        const ordered = (await placeOrder(index + 1, { productIds: [item.id] }, clientId)).status;
        return { reserved, ordered };
      }),
    );

    expect(results.filter((r) => r.reserved === 200)).toHaveLength(1);
    expect(results.filter((r) => r.ordered === 201)).toHaveLength(1);
    expect(results.find((r) => r.reserved === 200)?.ordered).toBe(201);
  });

  it('never spends a voucher below zero when two orders on different processes race for it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const voucher = await insertVoucher(db(), { initialValueCents: 1000 });
      const first = await insertProduct(db(), { priceCents: 800 });
      const second = await insertProduct(db(), { priceCents: 800 });

      const responses = await Promise.all(
        [first, second].map((item, index) =>
          placeOrder(index, {
            productIds: [item.id],
            paymentMethod: 'paypal',
            voucherCodes: [voucher.code],
          }),
        ),
      );

      expect(responses.map((r) => r.status)).toEqual([201, 201]);
      const bodies = (await Promise.all(responses.map((r) => r.json()))) as {
        vouchersTotal: number;
      }[];
      expect(bodies.map((body) => body.vouchersTotal).sort()).toEqual([2, 8]);
      const [after] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(after?.remainingValueCents).toBe(0);
    }
  });

  it('gives the voucher of an abandoned order back once when sweeps are queued for both processes', async () => {
    const voucher = await insertVoucher(db(), { initialValueCents: 500 });
    const item = await insertProduct(db(), { priceCents: 800 });
    const placed = await placeOrder(0, {
      productIds: [item.id],
      paymentMethod: 'paypal',
      voucherCodes: [voucher.code],
    });
    expect(placed.status).toBe(201); // 5,00 € from the voucher, 3,00 € left to pay by PayPal
    const orderId = ((await placed.json()) as { _id: string })._id;
    await db()
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));

    // Several sweeps queued at once: each process's worker takes some of them.
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    try {
      const jobIds = await Promise.all(
        Array.from({ length: 6 }, () => boss.send(ORDER_MINUTE_QUEUE, {})),
      );
      const deadline = Date.now() + 20_000;
      let done = 0;
      while (done < jobIds.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const jobs = await db().execute<{ count: number }>(
          sql`select count(*)::int as count from pgboss.job where id = any(${`{${jobIds.join(',')}}`}::uuid[]) and state = 'completed'`,
        );
        done = jobs.rows[0]?.count ?? 0;
      }
      expect(done).toBe(jobIds.length);
    } finally {
      await boss.stop({ graceful: false });
    }

    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('cancelled');
    const [after] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after?.remainingValueCents).toBe(500);
    const ledger = await db()
      .select()
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucherId, voucher.id));
    expect(ledger.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([-500, 500]);
  });
});
