import { and, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductListSchema } from '../../../domain/api/admin-products.ts';
import { productListSchema } from '../../../domain/api/product.ts';
import { searchResultSchema } from '../../../domain/api/search.ts';
import { products } from '../../db/schema.ts';
import { growArchivedCatalogue, type GrownArchive } from '../../seed/grow-archive.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import {
  DEEP_PAGE_OFFSET,
  listingConditions,
  unindexedSortOrders,
  type ListingFilters,
} from './products.service.ts';
import { refreshSearchWords } from './search-words.ts';

// A shop with a sold archive (decision 068): most items sold in paid orders, some offline, the
// rest for sale. Deep pages of the listing and of the admin's article list are read by item
// number first; these tests hold them to the order the database itself gives, page by page.

let t: TestApp;
let grown: GrownArchive;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    // 13 minutes apart: the oldest were listed 126 days ago, and those older than 60 days are
    // mostly sold. In batches of 5,000, as the batches must join up.
    grown = await growArchivedCatalogue(client, 14_000, 5_000);
    await client.query('vacuum analyze products');
  } finally {
    await client.end();
  }
  await refreshSearchWords(t.db);
  auth = await signInAsAdmin(t);
}, 120_000);
afterAll(() => t.close());

async function numbers(query: string): Promise<number[]> {
  const result = await t.db.execute<{ item_number: number }>(sql.raw(query));
  return result.rows.map((row) => row.item_number);
}

describe('growArchivedCatalogue', () => {
  it('grows items for sale, sold ones in paid orders, offline ones and drafts', async () => {
    expect(grown.items).toBe(14_000);
    const [row] = (
      await t.db.execute<Record<string, number>>(sql`
        select count(*) filter (where status = 'active')::int as active,
          count(*) filter (where status = 'sold')::int as sold,
          count(*) filter (where status = 'inactive')::int as inactive,
          count(*) filter (where status = 'draft')::int as drafts
        from products`)
    ).rows;
    expect(row).toMatchObject({ active: grown.active, sold: grown.sold });
    expect(row!.inactive).toBeGreaterThan(0);
    expect(row!.drafts).toBeGreaterThan(0);
    expect(grown.sold).toBeGreaterThan(grown.active);
  });

  it('puts every sold item in exactly one paid order whose total adds up', async () => {
    const [row] = (
      await t.db.execute<Record<string, number>>(sql`
        select
          (select count(*)::int from products p where p.status = 'sold' and (select count(*)
            from order_items i where i.product_id = p.id and i.released_at is null) <> 1) as unsold,
          (select count(*)::int from orders o where o.paid_at is null
            or o.total_cents <> o.subtotal_cents - o.coupon_discount_cents + o.delivery_cost_cents
            or o.subtotal_cents <> (select sum(i.sale_price_cents) from order_items i where i.order_id = o.id)
          ) as wrong,
          (select count(*)::int from orders) as orders,
          (select count(*)::int from follow_ups where status <> 'done') as pending`)
    ).rows;
    expect(row).toEqual({ unsold: 0, wrong: 0, orders: grown.orders, pending: 0 });
  });

  it('writes what the triggers write: words, price history, the 30-day reference price', async () => {
    const [row] = (
      await t.db.execute<Record<string, number>>(sql`
        select
          count(*) filter (where search_vector is distinct from to_tsvector('german',
            product_search_text(name, brand_id, season, description)))::int as words,
          count(*) filter (where (select count(*) from product_price_history h
            where h.product_id = p.id) <> case when sale then 2 else 1 end)::int as history,
          count(*) filter (where lowest_prior_price_cents
            is distinct from product_lowest_prior_price_cents(id))::int as reference
        from products p`)
    ).rows;
    expect(row).toEqual({ words: 0, history: 0, reference: 0 });
  });
});

describe('listing pages beyond DEEP_PAGE_OFFSET', () => {
  const pageSize = 24;
  const order = {
    newest: 'listed_at desc, item_number desc',
    'price-asc': 'sale_price_cents asc, item_number asc',
    'price-desc': 'sale_price_cents desc, item_number desc',
  } as const;

  for (const sort of Object.keys(order) as (keyof typeof order)[]) {
    for (const category of ['Kleidung', undefined]) {
      it(`gives the database's order, ${sort}, ${category ?? 'every category'}`, async () => {
        const where = category ? `and category = '${category}'` : '';
        const expected = await numbers(
          `select item_number from products where status = 'active' ${where} order by ${order[sort]}`,
        );
        const firstDeep = DEEP_PAGE_OFFSET / pageSize + 1;
        // The pages on both sides of the change, and the last one.
        const last = Math.ceil(expected.length / pageSize);
        expect(last).toBeGreaterThan(firstDeep + 1);
        for (const page of [firstDeep - 1, firstDeep, firstDeep + 1, last]) {
          const response = await t.app.inject({
            url: `/api/products?sort=${sort}&page=${page}${category ? `&category=${category}` : ''}`,
          });
          expect(response.statusCode).toBe(200);
          const answer = productListSchema.parse(response.json());
          expect(answer.products.map((product) => product.itemNumber)).toEqual(
            expected.slice((page - 1) * pageSize, page * pageSize),
          );
          expect(answer.hasMore).toBe(page < last);
          expect(answer.total).toBe(expected.length);
        }
      });
    }
  }
});

describe('a listing by size and season', () => {
  it('finds its items by category, size and season in one index, not row by row', async () => {
    const filters: ListingFilters = {
      category: 'Kleidung',
      sizes: [86, 92],
      seasons: ['Winter', 'Übergang'],
    };
    const page = t.db
      .select({ itemNumber: products.itemNumber })
      .from(products)
      .where(and(...listingConditions(filters)))
      .orderBy(...unindexedSortOrders['price-asc'])
      .toSQL();
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${page.sql}`, page.params);
      const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      // The season is one of the index's conditions: the rows of other seasons are never read.
      expect(lines).toMatch(
        /Bitmap Index Scan on products_listing_size_season_idx.*\n\s*Index Cond: .*category = .*size = ANY .*season = ANY/,
      );
    } finally {
      await client.end();
    }
  });
});

describe("the admin's article list", () => {
  async function listPage(query: string) {
    const response = await t.app.inject({
      url: `/api/products/admin?withInactive=true&${query}`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminProductListSchema.parse(response.json());
  }

  it('pages through every item, newest number first, with the order number of a sold one', async () => {
    const expected = await numbers('select item_number from products order by item_number desc');
    const pages = Math.ceil(expected.length / 50);
    for (const page of [1, 2, Math.floor(pages / 2), pages]) {
      const answer = await listPage(`page=${page}&pageSize=50`);
      expect(answer.total).toBe(expected.length);
      expect(answer.products.map((product) => product.itemNumber)).toEqual(
        expected.slice((page - 1) * 50, page * 50),
      );
      for (const product of answer.products) {
        if (product.status === 'sold') expect(product.adminInfo.orderNumber).not.toBeNull();
        else expect(product.adminInfo.orderNumber).toBeNull();
      }
    }
  });

  it('filters and pages: sold clothing, a search, and every match at once', async () => {
    const sold = await numbers(
      "select item_number from products where status = 'sold' and category = 'Kleidung' order by item_number desc",
    );
    const answer = await listPage('status=sold&category=Kleidung&page=3&pageSize=50');
    expect(answer.total).toBe(sold.length);
    expect(answer.products.map((product) => product.itemNumber)).toEqual(sold.slice(100, 150));

    const jackets = await numbers(
      "select item_number from products where name ilike '%jacke%' order by item_number desc",
    );
    const all = await listPage('search=jacke&all=true');
    expect(all.total).toBe(jackets.length);
    expect(all.products.map((product) => product.itemNumber)).toEqual(jackets);
  });
});

describe('the search in a shop with a sold archive', () => {
  it('finds and counts the items for sale only', async () => {
    const forSale = await numbers(
      "select item_number from products where status = 'active' and name ilike '%latzhose%'",
    );
    const archived = await numbers(
      "select item_number from products where status <> 'active' and name ilike '%latzhose%'",
    );
    expect(archived.length).toBeGreaterThan(0);
    const response = await t.app.inject({ url: '/api/search?q=latzhose' });
    const answer = searchResultSchema.parse(response.json());
    expect(answer.total).toBe(forSale.length);
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) expect(forSale).toContain(product.itemNumber);
  });
});
