import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { adminAuditLog } from '../db/schema.ts';
import { IN_PROGRESS } from '../lib/audit-log.ts';
import { LocalImageStorage } from '../lib/images/image-storage.ts';
import { seedDemoShopIfEmpty } from '../seed/seed-demo-shop.ts';
import { insertProduct } from '../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../test/test-app.ts';
import { createEmptyTestDatabase } from '../test/test-database.ts';
import type { BackupManifest } from './backup-manifest.ts';
import { backupFileName, createBackup } from './create-backup.ts';
import { restoreBackup, RestoreRefusedError } from './restore-backup.ts';
import { NewerSchemaError } from './schema-version.ts';

// Fill a shop, back it up, restore into an empty database and picture folder, and compare
// every table and every picture with checksums computed independently of the backup's own.

async function tableChecksums(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set TimeZone = 'UTC'");
    const tables = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ sum: string; count: number }>(
        `select md5(coalesce(string_agg(r::text, E'\\n' order by r::text collate "C"), '')) as sum,
                count(*)::int as count
         from public."${name}" r`,
      );
      sums[name] = `${rows[0]?.count}:${rows[0]?.sum}`;
    }
    const sequences = await client.query<{ name: string; last_value: string | null }>(
      "select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'",
    );
    for (const row of sequences.rows) sums[`sequence ${row.name}`] = String(row.last_value);
    return sums;
  } finally {
    await client.end();
  }
}

async function pictureChecksums(root: string): Promise<Record<string, string>> {
  const { createHash } = await import('node:crypto');
  const sums: Record<string, string> = {};
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sums[path.relative(root, file)] = createHash('sha256')
      .update(await fs.readFile(file))
      .digest('hex');
  }
  return sums;
}

/** A copy of a backup with its manifest changed, as a newer shop or a damaged file would have it. */
async function rewriteBackup(
  source: string,
  target: string,
  change: (manifest: BackupManifest) => BackupManifest,
) {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target));
  void pipeline(createReadStream(source), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let data = Buffer.concat(chunks);
    if (entry.header.name === 'manifest.json') {
      data = Buffer.from(JSON.stringify(change(JSON.parse(data.toString('utf8')))));
    }
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: data.length }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  pack.finalize();
  await written;
}

let t: TestApp;
let work: string;
const userData = { firstName: 'Łukasz', lastName: 'Şahin', emailAddress: 'lukasz@example.de' };

function placeOrder(productIds: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: { userData, deliveryMethod: 'abholen', paymentMethod: 'cash', productIds },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  await seedDemoShopIfEmpty({ db: t.db, storage: t.app.imageStorage, productCount: 40 });
  const item = await insertProduct(t.db, { priceCents: 1299, name: 'Schlafsack „Sterne“' });
  const placed = await placeOrder([item.id]);
  expect(placed.statusCode).toBe(201);
  // Paid, handed over and returned: an invoice and its cancellation (PDF bytes, a reference
  // from one document to the other) are part of what a backup must carry.
  const admin = await signInAsAdmin(t);
  for (const action of ['mark-paid', 'ship', 'return']) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.json()._id}/actions`,
      headers: admin,
      // Nothing was packed for this order; handing it over anyway is confirmed.
      payload: { action, confirmUnpacked: true },
    });
    expect(response.statusCode).toBe(200);
  }
  // Invoices and mails follow the answers (decision 054).
  await t.settled();
  // The audit log notes a change's outcome after the answer has gone out (onResponse): wait for
  // it, or the backup may hold a row the source changes a moment later (seen under load).
  for (let attempt = 0; ; attempt++) {
    const [row] = await t.db
      .select({ open: count() })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.statusCode, IN_PROGRESS));
    if (row?.open === 0) break;
    if (attempt > 100) throw new Error('an audit log row stayed in progress');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterAll(async () => {
  await t.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let file: string;
  let manifest: BackupManifest;
  beforeAll(async () => {
    file = path.join(work, 'backups', backupFileName(new Date('2026-11-23T03:30:00Z')));
    ({ manifest } = await createBackup({
      databaseUrl: t.databaseUrl,
      storage: t.app.imageStorage,
      file,
      now: new Date('2026-11-23T03:30:00Z'),
    }));
  });

  it('writes one private file named after its time, with the schema version in it', async () => {
    expect(path.basename(file)).toBe('shop-backup-2026-11-23T03-30-00Z.tar.gz');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(manifest.migrations.length).toBeGreaterThan(5);
    // The demo's three orders and the test's, with every document issued for them.
    const rowsOf = async (table: 'orders' | 'invoices') =>
      Number((await t.db.execute(sql.raw(`select count(*) as n from ${table}`))).rows[0]?.n);
    expect(manifest.tables.find((table) => table.name === 'orders')?.rows).toBe(4);
    expect(manifest.tables.find((table) => table.name === 'orders')?.rows).toBe(
      await rowsOf('orders'),
    );
    expect(manifest.tables.find((table) => table.name === 'invoices')?.rows).toBe(
      await rowsOf('invoices'),
    );
    expect(await rowsOf('invoices')).toBeGreaterThanOrEqual(2);
    expect(manifest.images.count).toBeGreaterThan(40);
    expect(await fs.readdir(path.dirname(file))).toEqual([path.basename(file)]);
  });

  it('restores into an empty database and picture folder: every table and picture identical', async () => {
    const target = await createEmptyTestDatabase();
    const images = path.join(work, 'restored-images');
    try {
      const restored = await restoreBackup({
        databaseUrl: target.url,
        storage: new LocalImageStorage(images),
        file,
      });
      expect(restored.images).toBe(manifest.images.count);
      expect(await tableChecksums(target.url)).toEqual(await tableChecksums(t.databaseUrl));
      const source = (t.app.imageStorage as LocalImageStorage).rootDir;
      expect(await pictureChecksums(images)).toEqual(await pictureChecksums(source));
    } finally {
      await target.close();
    }
  });

  it('refuses to restore over a database that holds the shop, unless told to', async () => {
    const target = await createEmptyTestDatabase();
    const images = new LocalImageStorage(path.join(work, 'forced-images'));
    try {
      await restoreBackup({ databaseUrl: target.url, storage: images, file });
      const refused = restoreBackup({ databaseUrl: target.url, storage: images, file });
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(
        /The database already holds the shop's tables \(\d+\)\. Restore into an empty data folder or database, or pass --force/,
      );
      await restoreBackup({ databaseUrl: target.url, storage: images, file, force: true });
      expect(await tableChecksums(target.url)).toEqual(await tableChecksums(t.databaseUrl));
    } finally {
      await target.close();
    }
  });

  it('refuses a backup from a newer schema and leaves the database empty', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    await rewriteBackup(file, newer, (old) => ({
      ...old,
      migrations: [...old.migrations, { hash: 'f'.repeat(64), createdAt: Date.UTC(2027, 0, 15) }],
    }));
    const target = await createEmptyTestDatabase();
    try {
      const storage = new LocalImageStorage(path.join(work, 'newer-images'));
      const refused = restoreBackup({ databaseUrl: target.url, storage, file: newer });
      await expect(refused).rejects.toThrow(NewerSchemaError);
      await expect(refused).rejects.toThrow(
        'The backup was made by a newer version of the shop: its database has a migration from 2027-01-15 that this version does not know. Update the shop, then restore the backup.',
      );
      expect(await tableChecksums(target.url)).toEqual({});
    } finally {
      await target.close();
    }
  });

  it('rolls everything back when a table does not match its checksum', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    await rewriteBackup(file, damaged, (old) => ({
      ...old,
      tables: old.tables.map((table) =>
        table.name === 'products' ? { ...table, sha256: '0'.repeat(64) } : table,
      ),
    }));
    const target = await createEmptyTestDatabase();
    try {
      const storage = new LocalImageStorage(path.join(work, 'damaged-images'));
      await expect(
        restoreBackup({ databaseUrl: target.url, storage, file: damaged }),
      ).rejects.toThrow(
        'The table products differs from the backup after loading; nothing was restored',
      );
      // Empty as before, so a second attempt (with a sound file) needs no --force.
      expect(await tableChecksums(target.url)).toEqual({});
      await restoreBackup({ databaseUrl: target.url, storage, file });
      expect(await tableChecksums(target.url)).toEqual(await tableChecksums(t.databaseUrl));
    } finally {
      await target.close();
    }
  });
});

describe('a backup taken while orders come in', () => {
  it('holds every order answered before it began, and restores to a consistent shop', async () => {
    const items = await Promise.all(
      Array.from({ length: 40 }, (_, index) => insertProduct(t.db, { name: `Body ${index}` })),
    );
    const answeredBefore: string[] = [];
    const placing = (async () => {
      for (const item of items) {
        const response = await placeOrder([item.id]);
        expect(response.statusCode).toBe(201);
        answeredBefore.push((response.json() as { _id: string })._id);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const before = [...answeredBefore];
    const file = path.join(work, 'busy', 'during-orders.tar.gz');
    const { manifest } = await createBackup({
      databaseUrl: t.databaseUrl,
      storage: t.app.imageStorage,
      file,
    });
    await placing;

    const target = await createEmptyTestDatabase();
    try {
      await restoreBackup({
        databaseUrl: target.url,
        storage: new LocalImageStorage(path.join(work, 'busy-images')),
        file,
      });
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const orders = await client.query<{ id: string; items: number }>(
          'select o.id, count(i.*)::int as items from orders o left join order_items i on i.order_id = o.id group by o.id',
        );
        const restored = new Set(orders.rows.map((row) => row.id));
        for (const id of before) expect(restored.has(id)).toBe(true);
        // Every order whole: each with as many items as it has in the shop.
        const source = await t.db.execute<{ id: string; items: number }>(
          sql.raw(
            'select o.id, count(i.*)::int as items from orders o left join order_items i on i.order_id = o.id group by o.id',
          ),
        );
        const itemsOf = new Map(source.rows.map((row) => [row.id, row.items]));
        for (const row of orders.rows) expect(row.items).toBe(itemsOf.get(row.id));
        expect(orders.rows.length).toBe(manifest.tables.find((x) => x.name === 'orders')?.rows);
        expect(before.length).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    } finally {
      await target.close();
    }
  });
});
