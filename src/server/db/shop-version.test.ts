import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertProduct } from '../test/fixtures.ts';
import { createTestDatabase } from '../test/test-database.ts';

// The shop's version and its changes as the triggers give them (migrations 0021 and 0034,
// decisions 066 and 103): a change's version is given as its transaction commits, so versions
// follow the commits, and the version row is locked only while a transaction commits.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function connect() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client;
}

async function changesAfter(version: number) {
  const { rows } = await database.pool.query<{ version: string; tags: string[] }>(
    'select version, tags from shop_changes where version > $1 order by version',
    [version],
  );
  return rows.map((row) => ({ version: Number(row.version), tags: row.tags }));
}

async function versionNow(): Promise<number> {
  const { rows } = await database.pool.query<{ version: string }>(
    'select version from shop_version where id = 1',
  );
  return Number(rows[0]?.version ?? 0);
}

it('lets other changes commit while a transaction that changed an item is still open', async () => {
  const first = await insertProduct(database.db);
  const second = await insertProduct(database.db);
  const before = await versionNow();
  const open = await connect();
  const other = await connect();
  try {
    await open.query('begin');
    await open.query('update products set updated_at = now() where id = $1', [first.id]);
    // Bumped by the statement, the version row would stay locked until `open` commits, and this
    // change of another item would wait for it.
    const committed = await Promise.race([
      other.query('update products set updated_at = now() where id = $1', [second.id]),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
    ]);
    expect(committed).not.toBe('waited');
    expect(await versionNow()).toBe(before + 1);
    await open.query('commit');
    expect(await changesAfter(before)).toEqual([
      { version: before + 1, tags: [`item-${second.id}`] },
      { version: before + 2, tags: [`item-${first.id}`] },
    ]);
  } finally {
    await open.end();
    await other.end();
  }
});

it('gives no version to what a transaction rolled back, and none to a statement that changed nothing', async () => {
  const item = await insertProduct(database.db);
  const before = await versionNow();
  const client = await connect();
  try {
    await client.query('begin');
    await client.query('update products set updated_at = now() where id = $1', [item.id]);
    await client.query('savepoint half');
    await client.query("update products set name = 'Weg' where id = $1", [item.id]);
    await client.query('rollback to savepoint half');
    await client.query('commit');
    await client.query('begin');
    await client.query('update products set updated_at = now() where id = $1', [item.id]);
    await client.query('rollback');
    await client.query(
      "update products set name = 'Keins' where id = '00000000-0000-0000-0000-000000000000'",
    );
  } finally {
    await client.end();
  }
  expect(await changesAfter(before)).toEqual([{ version: before + 1, tags: [`item-${item.id}`] }]);
  const { rows } = await database.pool.query(
    'select count(*)::int as count from shop_changes_pending',
  );
  expect(rows[0]).toEqual({ count: 0 });
});
