import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  searchResultSchema,
  searchSuggestionsSchema,
  searchWordsSchema,
  type SearchSuggestions,
} from '../../../domain/api/search.ts';
import { productFiltersSchema } from '../../../domain/api/product.ts';
import { foldSearchWord } from '../../../domain/search-query.ts';
import { LocalImageStorage } from '../../lib/images/image-storage.ts';
import { growCatalogue } from '../../seed/grow-catalogue.ts';
import { seedDemoShopIfEmpty } from '../../seed/seed-demo-shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshSearchWords } from './search-words.ts';

// Issue 32: "h&m Kleid · Artikel · 7" led to 2 results and "h&m kleine" was suggested. A
// suggestion's number is what its search finds (decision 062). Proved over the demo shop the
// issue was found in, grown by items worded like it, for many prefixes a parent types.

let t: TestApp;
let imagesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  imagesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-suggest-images-'));
  await seedDemoShopIfEmpty({ db: t.db, storage: new LocalImageStorage(imagesDir) });
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await growCatalogue(client, 3_000);
  } finally {
    await client.end();
  }
  await refreshSearchWords(t.db);
}, 180_000);
afterAll(async () => {
  await t.close();
  await fs.rm(imagesDir, { recursive: true, force: true });
});

async function suggest(typed: string): Promise<SearchSuggestions['suggestions']> {
  const response = await t.app.inject({
    url: `/api/search/suggestions?q=${encodeURIComponent(typed)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchSuggestionsSchema.parse(response.json()).suggestions;
}

async function resultCount(query: string): Promise<number> {
  const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(query)}` });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json()).total;
}

/** What a parent types on the way to a search, umlauts spelt every way. */
const TYPED = [
  'h',
  'h&',
  'h&m',
  'h&m k',
  'h&m kl',
  'h&m kle',
  'h&m klei',
  'h&m kleid',
  'H & M K',
  'hm s',
  'k',
  'kl',
  'kle',
  'kleid',
  'kleid 9',
  'kleid 1',
  'jacke',
  'jacke 9',
  'rote j',
  'regenjake',
  'schlaf',
  'schlafsak',
  'schlafsack 7',
  'winter',
  'mü',
  'mue',
  'mu',
  'mütze 4',
  'muetze',
  'MÜTZE 5',
  'grün',
  'gruen',
  'gru',
  'lässig',
  'lassig',
  'la',
  'übergang',
  'uberg',
  'mini r',
  'mini ro',
  'jako o',
  'jako-o l',
  'polarn o',
  'sterntaler m',
  'tonie',
  'tonie f',
  'das kl',
  'gespenst',
  '4',
  '9',
  '12',
  '7',
  'gr. 9',
  'body',
  'body l',
  'pull',
  'strick',
  'sonnenh',
  'schal',
];

describe('GET /api/search/suggestions', () => {
  it('never promises more or less than the search it leads to finds', async () => {
    // Every word and brand the shop suggests from, typed by its first letters, too.
    const words = searchWordsSchema.parse(
      (await t.app.inject({ url: '/api/search/words' })).json(),
    );
    const starts = [
      ...words.brands.map((brand) => brand.name),
      ...words.itemTypes.slice(0, 40).map((type) => type.name),
    ].flatMap((name) => [name.slice(0, 2), name.slice(0, 4), `h&m ${name.slice(0, 3)}`]);
    let checked = 0;
    for (const typed of [...new Set([...TYPED, ...starts])]) {
      for (const suggestion of await suggest(typed)) {
        expect(suggestion.items, `${typed} → ${suggestion.query}`).toBe(
          await resultCount(suggestion.query),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  }, 120_000);

  it('counts "h&m Kleid" as the H&M dresses it finds', async () => {
    const suggestions = await suggest('h&m kle');
    const dress = suggestions.find((s) => s.label === 'Kleid');
    const dresses = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id
          where p.status = 'active' and b.name = 'H&M' and p.name ~* '(^|[^[:alpha:]])kleid'`,
    );
    expect(dresses.rows[0]!.n).toBeGreaterThan(0);
    expect(dress).toMatchObject({ kind: 'Artikel', query: 'h&m Kleid', items: dresses.rows[0]!.n });
  });

  it('offers no completion that finds nothing: "h&m kleine" is not a search', async () => {
    const kleine = await resultCount('h&m Kleine');
    expect(kleine).toBe(0);
    for (const typed of ['h&m k', 'h&m kl', 'h&m kle', 'h&m klei']) {
      const queries = (await suggest(typed)).map((s) => foldSearchWord(s.query));
      expect(queries, typed).not.toContain('h&m kleine');
      expect(queries.length, typed).toBeGreaterThan(0);
    }
    // The same word is a fine suggestion where it finds something.
    const gespenst = (await suggest('das kl')).map((s) => foldSearchWord(s.query));
    expect(gespenst).toContain('das kleine');
  });

  it('completes a brand spelt across words and a size after a word', async () => {
    expect((await suggest('mini ro'))[0]).toMatchObject({ kind: 'Marke', query: 'Mini Rodini' });
    expect((await suggest('H & M'))[0]).toMatchObject({ kind: 'Marke', query: 'H&M' });
    const sizes = await suggest('jacke 9');
    expect(sizes.map((s) => s.query)).toEqual(['jacke 92', 'jacke 98']);
    for (const size of sizes) expect(size.kind).toBe('Größe');
  });

  it('suggests nothing for nothing typed, after a space, or for a word no item has', async () => {
    for (const typed of ['', '   ', 'jacke ', 'xyzzyq', 'h&m xyz']) {
      expect(await suggest(typed), typed).toEqual([]);
    }
  });

  it('refuses a search longer than the field allows with 400', async () => {
    const response = await t.app.inject({
      url: `/api/search/suggestions?q=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("the search page's size chips", () => {
  async function searched(query: string) {
    const response = await t.app.inject({ url: `/api/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return searchResultSchema.parse(response.json());
  }

  it('offers the sizes of what the search finds, by kind, each finding something', async () => {
    const kinds = async (q: string) =>
      (await searched(`q=${encodeURIComponent(q)}`)).sizeGroups.map((g) => g.kind);
    expect(await kinds('Mütze')).toEqual(['head']);
    expect(await kinds('Schlafsack')).toEqual(['sleepingBag']);
    expect(await kinds('Sterntaler')).toEqual(['clothing', 'sleepingBag', 'head']);
    for (const q of ['Mütze', 'Sterntaler', 'jacke', 'h&m kleid']) {
      const { sizeGroups } = await searched(`q=${encodeURIComponent(q)}`);
      for (const size of sizeGroups.flatMap((g) => g.sizes)) {
        const chosen = await searched(`q=${encodeURIComponent(q)}&sizes=${size}`);
        expect(chosen.total, `${q} · ${size}`).toBeGreaterThan(0);
        // Choosing a chip keeps the others: the parent can add a second size.
        expect(chosen.sizeGroups, `${q} · ${size}`).toEqual(sizeGroups);
      }
    }
  });

  it('counts and offers exactly what the pages list, with and without chosen chips', async () => {
    // The count and the chips come from one query since decision 071; the pages from another.
    async function everyPage(query: string) {
      const listed = [];
      for (let page = 1; ; page += 1) {
        const found = await searched(`${query}&pageSize=60&page=${page}`);
        listed.push(...found.products);
        if (!found.hasMore) return { total: found.total, sizeGroups: found.sizeGroups, listed };
      }
    }
    const sizesOf = (listed: { size: number | null; sizeHat: number[] }[]) =>
      [
        ...new Set(listed.flatMap((p) => [...(p.size === null ? [] : [p.size]), ...p.sizeHat])),
      ].sort((a, b) => a - b);
    for (const q of ['jacke', 'Mütze', 'h&m kleid', 'Sterntaler', 'schlafsak 90']) {
      const all = await everyPage(`q=${encodeURIComponent(q)}`);
      expect(all.total, q).toBe(all.listed.length);
      expect(all.total, q).toBeGreaterThan(0);
      // A number may be a size of two kinds (50: a head and a clothing size).
      const offered = new Set(all.sizeGroups.flatMap((g) => g.sizes));
      expect(
        [...offered].sort((a, b) => a - b),
        q,
      ).toEqual(sizesOf(all.listed));
      const chips = sizesOf(all.listed).slice(0, 2);
      const chosen = await everyPage(`q=${encodeURIComponent(q)}&sizes=${chips.join(',')}`);
      expect(chosen.total, `${q} · ${chips.join(',')}`).toBe(chosen.listed.length);
      expect(chosen.listed.length).toBe(
        all.listed.filter((p) => chips.some((size) => p.size === size || p.sizeHat.includes(size)))
          .length,
      );
      expect(chosen.sizeGroups, q).toEqual(all.sizeGroups);
    }
  });

  it('keeps a size typed in the search: "jacke 98" offers 98 alone', async () => {
    const { sizeGroups } = await searched('q=jacke%2098');
    expect(sizeGroups).toEqual([{ kind: 'clothing', sizes: [98] }]);
  });
});

describe('the size chips over every category (GET /api/products/filters)', () => {
  it('groups hat sizes and sleeping-bag lengths apart from clothing sizes', async () => {
    const response = await t.app.inject({ url: '/api/products/filters' });
    expect(response.statusCode).toBe(200);
    const { sizes, sizeGroups } = productFiltersSchema.parse(response.json());
    const group = (kind: string) => sizeGroups.find((g) => g.kind === kind)?.sizes ?? [];
    expect(sizeGroups.map((g) => g.kind)).toEqual(['clothing', 'sleepingBag', 'head']);
    expect(group('head')).toEqual(expect.arrayContaining([44, 46, 48, 50, 52]));
    expect(group('sleepingBag')).toEqual(expect.arrayContaining([70, 90, 110, 130]));
    for (const notClothing of [44, 46, 48, 52, 70, 90, 130]) {
      expect(group('clothing')).not.toContain(notClothing);
    }
    expect(group('clothing')).toEqual(expect.arrayContaining([50, 98, 152]));
    // Every size is in a group, and nothing else is.
    expect([...new Set(sizeGroups.flatMap((g) => g.sizes))].sort((a, b) => a - b)).toEqual(sizes);
  });
});
