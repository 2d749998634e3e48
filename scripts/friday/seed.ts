import pg from 'pg';
import { growCatalogue } from '../../src/server/seed/grow-catalogue.ts';
import type { Item } from './crowd.ts';

// The shop of a Friday morning: a catalogue that has been selling for a while, and the week's
// drop of new items, prepared in advance and planned for a moment (decision 038).

/** Adds `count` items in the shop's usual wording; the item numbers they got. */
async function addItems(client: pg.Client, count: number): Promise<{ from: number }> {
  const { rows } = await client.query<{ max: number | null }>(
    'select max(item_number)::int as max from products',
  );
  const from = (rows[0]?.max ?? 0) + 1;
  await growCatalogue(client, count);
  return { from };
}

export async function seedCatalogue(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await addItems(client, count);
    await client.query('refresh materialized view search_words');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/**
 * The week's drop: `count` new clothes. `publishAt` set: drafts planned for that moment, which
 * the shop's own job publishes; null: live at once (a later crowd of the knee search).
 */
export async function seedDrop(
  databaseUrl: string,
  count: number,
  publishAt: Date | null,
): Promise<Item[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { from } = await addItems(client, count);
    // Every new item is for sale and a piece of clothing, so it leads the listing when it is live.
    await client.query(
      `update products set category = 'Kleidung', size = coalesce(size, 92), size_hat = '{}',
         status = $2, publish_at = $3, listed_at = now()
       where item_number >= $1`,
      [from, publishAt ? 'draft' : 'active', publishAt],
    );
    const { rows } = await client.query<{ id: string; item_number: number }>(
      'select id, item_number from products where item_number >= $1 order by item_number',
      [from],
    );
    return rows.map((row) => ({ id: row.id, itemNumber: row.item_number }));
  } finally {
    await client.end();
  }
}

/** How many of `items` are live now. */
export async function countLive(databaseUrl: string, items: readonly Item[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from products where id = any($1::uuid[]) and status = 'active'`,
      [items.map((item) => item.id)],
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** The next full minute at least `leadMs` ahead: the owner plans items by the minute. */
export function nextFullMinute(now: Date, leadMs: number): Date {
  const minute = new Date(now.getTime() + leadMs);
  minute.setUTCSeconds(0, 0);
  minute.setUTCMinutes(minute.getUTCMinutes() + 1);
  return minute;
}
