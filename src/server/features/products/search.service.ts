import { and, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../../domain/catalog.ts';
import type { SearchResult } from '../../../domain/api/search.ts';
import {
  allowedTypos,
  brandCandidates,
  correctedWords,
  parseSearchQuery,
  rarestWord,
  searchWithout,
  textSearchQuery,
  type SearchQuery,
  type WordMatches,
} from '../../../domain/search-query.ts';
import {
  ofBrands,
  tallyBrands,
  tallyBySize,
  tallySizeGroups,
  tallyTotal,
  type TallyGroup,
} from '../../../domain/search-tally.ts';
import type { SizeGroup } from '../../../domain/size-groups.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import type { PricedProductRow } from './products.mapper.ts';
import { createKeptUntilChange, type ChangesSeen } from '../../lib/kept-until-change.ts';
import { createTtlCache, type KeptValue } from '../../lib/ttl-cache.ts';
import { createListingCounts, listingCountKey } from './listing-count-cache.ts';
import {
  FEW_MATCHES,
  isAnyOf,
  listingConditions,
  listingValues,
  prepared,
  pricedProductColumns,
  sizeCondition,
  sizePlaceholderCondition,
  sortOrders,
  unindexedSortOrders,
  type ListingFilters,
} from './products.service.ts';

// The shop search (issue 21, decision 045): a typed search, read by domain/search-query.ts, is
// looked up in two steps. First its words: brand names, and each word against the words the
// shop's items use (search_words), exact or within a typing mistake or two (trigram similarity,
// then edit distance). Then the items: PostgreSQL's German full-text search over each item's
// words, with the listing's filters, order and paging.

/** A brand the search names, by the tokens that spell it. */
type NamedBrand = { id: number; from: number; to: number };

/**
 * Every brand's id by the key its name is typed as (`typed`: `shop_search_compact` of its name)
 * and by its name as a chosen brand chip is compared (`chosen`: `lower` of its name).
 */
export type BrandKeys = {
  typed: ReadonlyMap<string, readonly number[]>;
  chosen: ReadonlyMap<string, readonly number[]>;
};

/**
 * Every brand by its key, read once and kept until a brand changes (decision 081): before, each
 * search asked PostgreSQL, a round trip before its page whenever its words were kept. The keys
 * come from PostgreSQL's own folding, so a brand is typed the same way as before.
 */
export async function readBrandKeys(db: DatabaseOrTransaction): Promise<BrandKeys> {
  const rows = await db
    .select({
      id: brands.id,
      typed: sql<string>`shop_search_compact(${brands.name})`,
      chosen: sql<string>`lower(${brands.name})`,
    })
    .from(brands);
  const typed = new Map<string, number[]>();
  const chosen = new Map<string, number[]>();
  for (const row of rows) {
    typed.set(row.typed, [...(typed.get(row.typed) ?? []), row.id]);
    chosen.set(row.chosen, [...(chosen.get(row.chosen) ?? []), row.id]);
  }
  return { typed, chosen };
}

/** Brands spelt by consecutive tokens ("h m" is H&M, "mini rodini" is Mini Rodini). */
function findNamedBrands(keys: BrandKeys['typed'], tokens: string[]): NamedBrand[] {
  const candidates = brandCandidates(tokens);
  const named: NamedBrand[] = [];
  // Longest spellings first; a token spells one brand at most.
  const byLength = [...candidates].sort((a, b) => b.to - b.from - (a.to - a.from));
  for (const candidate of byLength) {
    const overlaps = named.some((brand) => candidate.from < brand.to && brand.from < candidate.to);
    if (overlaps) continue;
    for (const id of keys.get(candidate.key) ?? []) {
      named.push({ id, from: candidate.from, to: candidate.to });
    }
  }
  return named;
}

/** Each word with the shop's words it stands for: exact (prefix, part, stem) or corrected. */
async function matchWords(db: DatabaseOrTransaction, words: string[]): Promise<WordMatches[]> {
  if (words.length === 0) return [];
  // A corrected word stands for the shop's words containing it, too: "schlafsak" is read as
  // "schlafsack", which finds the "Winterschlafsack" as well.
  // `part`: the shop's word is one PostgreSQL collects whole from the index for the word typed in
  // part (its stem begins with the typed word's stem), see WordMatches.partItems.
  const rows = await db.execute<{
    word: string;
    match: string;
    exact: boolean;
    part: boolean;
    items: number;
  }>(sql`
    with typed as (
      select * from unnest(${sql.param(words)}::text[], ${sql.param(words.map(allowedTypos))}::int[]) as t(word, typos)
    ), corrected as (
      select t.word, v.word as match, v.items from typed t
      cross join lateral (
        select v.word, v.items from search_words v
        where t.typos > 0 and v.word % t.word and levenshtein(v.word, t.word) <= t.typos
        order by levenshtein(v.word, t.word), v.items desc limit 3
      ) v
    )
    select t.word, v.word as match, true as exact,
      coalesce(starts_with(v.lexeme, (ts_lexize('german_stem', t.word))[1]), false) as part,
      v.items from typed t
    cross join lateral (
      select v.word, v.lexeme, v.items from search_words v
      where v.word like t.word || '%'
        or (length(t.word) >= 4 and v.word like '%' || t.word || '%')
        or v.lexeme = (ts_lexize('german_stem', t.word))[1]
      order by v.items desc limit 20
    ) v
    union all
    select c.word, c.match, false, false, c.items from corrected c
    union all
    select c.word, v.word, false, false, v.items from corrected c
    cross join lateral (
      select v.word, v.items from search_words v
      where length(c.match) >= 4 and v.word like '%' || c.match || '%' and v.word <> c.match
      order by v.items desc limit 10
    ) v`);
  return words.map((word) => {
    const mine = rows.rows.filter((row) => row.word === word);
    const exact = mine.filter((row) => row.exact);
    // The words the search uses for it: corrections only when it is no word of the shop.
    const used = exact.length > 0 ? exact : mine;
    return {
      word,
      exact: exact.map((row) => row.match),
      corrected: mine.filter((row) => !row.exact).map((row) => row.match),
      items: used.reduce((sum, row) => sum + Number(row.items), 0),
      partItems: used.filter((row) => row.part).reduce((sum, row) => sum + Number(row.items), 0),
    };
  });
}

/** A search as conditions on items, on top of the listing's own filters. */
interface ReadSearch {
  /** As typed. */
  text: string;
  filters: ListingFilters;
  query: SearchQuery;
  brandIds: number[];
  /**
   * The ids of the chosen brands (filters.brands), as listingConditions compares them: by
   * `lower` of the name, the chips lowercased (decision 084).
   */
  chosenBrandIds: number[];
  /** The words left once brand names are taken out, with what they match. */
  matches: WordMatches[];
}

async function readSearch(
  db: DatabaseOrTransaction,
  text: string,
  filters: ListingFilters,
  caches: SearchCaches,
): Promise<ReadSearch> {
  const query = parseSearchQuery(text);
  // Brands and words at once (decision 071): a word that turns out to spell a brand was looked up
  // for nothing, but the search waits for one round trip at most. The brands are nearly always
  // kept (decision 081).
  const [brandKeys, looked] = await Promise.all([
    caches.brands(() => readBrandKeys(db)),
    lookUpWords(db, caches, query.words),
  ]);
  const named = findNamedBrands(brandKeys.typed, query.tokens);
  const chosen = listingValues(filters).brands ?? [];
  const brandTokens = new Set(named.flatMap((brand) => query.tokens.slice(brand.from, brand.to)));
  return {
    text,
    filters,
    query,
    brandIds: [...new Set(named.map((brand) => brand.id))],
    chosenBrandIds: [...new Set(chosen.flatMap((name) => brandKeys.chosen.get(name) ?? []))],
    matches: looked.filter((match) => !brandTokens.has(match.word)),
  };
}

/**
 * Each word's lookup, kept per word (decision 071): "jacke rot" and "jacke 98" share the lookup
 * of "jacke". A word's lookup does not depend on the words beside it; those not kept are looked
 * up together, in one query.
 */
async function lookUpWords(
  db: DatabaseOrTransaction,
  caches: SearchCaches,
  words: string[],
): Promise<WordMatches[]> {
  const missing: {
    word: string;
    resolve: (match: WordMatches) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const kept = words.map((word) =>
    caches.words(
      word,
      () => new Promise<WordMatches>((resolve, reject) => missing.push({ word, resolve, reject })),
    ),
  );
  if (missing.length > 0) {
    matchWords(
      db,
      missing.map((entry) => entry.word),
    ).then(
      (found) => missing.forEach((entry, index) => entry.resolve(found[index]!)),
      (error: unknown) => missing.forEach((entry) => entry.reject(error)),
    );
  }
  return Promise.all(kept);
}

/** The parts of a search to leave out when looking for alternatives (`sizes`: typed and chosen). */
type Leave = { sizes?: boolean; brands?: boolean };

/**
 * A search's conditions on items. With `placeholders`, every value is a placeholder named as in
 * pageValues (the prepared page; item numbers are never part of it).
 */
function searchConditions(search: ReadSearch, leave: Leave = {}, placeholders = false): SQL[] {
  const { query, filters, brandIds } = search;
  const conditions = listingConditions(
    {
      ...filters,
      ...(leave.sizes && { sizes: undefined }),
      // The prepared page has the chosen brands by id (decision 084).
      ...(placeholders && { brands: undefined }),
    },
    placeholders,
  );
  if (placeholders && search.chosenBrandIds.length > 0) {
    conditions.push(inArray(products.brandId, brandPlaceholders('chosen', search.chosenBrandIds)));
  }
  if (query.categories.length > 0) {
    conditions.push(
      placeholders
        ? isAnyOf(products.category, 'categories', 'text')
        : inArray(products.category, query.categories),
    );
  }
  if (query.sizes.length > 0 && !leave.sizes) {
    conditions.push(
      placeholders ? sizePlaceholderCondition('typedSizes') : sizeCondition(query.sizes),
    );
  }
  if (query.itemNumbers.length > 0)
    conditions.push(inArray(products.itemNumber, query.itemNumbers));
  if (brandIds.length > 0 && !leave.brands) {
    conditions.push(
      inArray(products.brandId, placeholders ? brandPlaceholders('brand', brandIds) : brandIds),
    );
  }
  return conditions;
}

/**
 * A placeholder for each brand (`brand0`, `brand1`, …), not one array: a generic plan counts an
 * array of unknown length as ten values, each one more scan of the words' index, and reads the
 * brand's items from its own index or checks the brand on every match of the words instead
 * (decision 084).
 */
function brandPlaceholders(name: 'brand' | 'chosen', ids: readonly number[]): Placeholder[] {
  return ids.map((_, index) => sql.placeholder(`${name}${index}`));
}

function brandValues(name: 'brand' | 'chosen', ids: readonly number[]) {
  return Object.fromEntries(ids.map((id, index) => [`${name}${index}`, id]));
}

function isEmpty(search: ReadSearch): boolean {
  const { query, brandIds, matches } = search;
  return (
    matches.length === 0 &&
    brandIds.length === 0 &&
    query.sizes.length === 0 &&
    query.itemNumbers.length === 0 &&
    query.categories.length === 0
  );
}

export interface SearchPage {
  rows: PricedProductRow[];
  total: number;
  hasMore: boolean;
  corrections: SearchResult['corrections'];
  alternatives: SearchResult['alternatives'];
  sizeGroups: SizeGroup[];
  /** From when the count it shows is read again, if read before a change (decision 098). */
  outdatedUntil: number | null;
}

/**
 * What one process keeps between searches: each word's lookup until the shop's words are read
 * anew (every minute), each search's tally (its count and sizes) for as long as a listing's
 * count (decisions 017, 098), and the brands' names until one changes.
 */
export interface SearchCaches {
  /** By word. */
  words: (word: string, load: () => Promise<WordMatches>) => Promise<WordMatches>;
  /** By the search without its sizes (decision 071), until the listings change (decision 098). */
  tallies: (key: string, load: () => Promise<TallyGroup[]>) => Promise<KeptValue<TallyGroup[]>>;
  /** Every brand by its key, until a brand changes (decision 081). */
  brands: (load: () => Promise<BrandKeys>) => Promise<BrandKeys>;
}

export const SEARCH_WORDS_TTL_MS = 60_000;

/**
 * `changes`: the process's change log (app.shopChangeLog), which tells when a brand or the
 * listings changed; `now`: the app's clock, in which an outdated tally ends its answer.
 */
export function createSearchCaches(
  changes: ChangesSeen,
  now: () => number = Date.now,
): SearchCaches {
  return {
    words: createTtlCache<WordMatches>({ ttlMs: SEARCH_WORDS_TTL_MS }),
    tallies: createListingCounts<TallyGroup[]>(changes, { now }),
    brands: createKeptUntilChange<BrandKeys>(changes),
  };
}

/**
 * The condition that an item's words match, or none. Every search condition includes
 * `status = 'active'`, so PostgreSQL reads the matches from the index of the words of the items
 * for sale (migration 0022, decision 068), which also holds their brand and category (0030,
 * decision 079): a search naming a brand or a category is one index scan. Before 0022, with one
 * index of every item's words, a common word made it read every item instead, so the matches were
 * read through shop_search_matches (migration 0016), which returned whole rows: three times
 * slower than this. That index and the function are gone since 0024 (decision 071).
 */
function textCondition(matches: readonly WordMatches[]): SQL[] {
  if (matches.length === 0) return [];
  return [sql`${products.searchVector} @@ to_tsquery('german', ${textSearchQuery(matches)})`];
}

/**
 * The words' condition of a page with few matches and of a tally (always with words). With a
 * word far rarer than the others (domain/search-query.ts#rarestWord), only its matches are read
 * from the index and the whole query is checked on each of them (decisions 081, 087): PostgreSQL
 * uses an index for the operator `@@`, never for the function behind it, `ts_match_vq`. A word
 * typed in part (`stern:*`) makes the index collect every item of every word it begins: 6,133
 * for "sterne" at 200,000 items, 2 ms, where reading the 876 winter jackets and checking them
 * takes 0.6 ms.
 */
function rarestFirstTextConditions(
  words: string | Placeholder,
  rareWords: string | Placeholder | null,
): SQL[] {
  if (rareWords === null) {
    return [sql`${products.searchVector} @@ to_tsquery('german', ${words})`];
  }
  return [
    sql`${products.searchVector} @@ to_tsquery('german', ${rareWords})`,
    // A subquery: read once per page, not once per row (the placeholder of a plan made for all
    // values is not known when it is planned, so the call itself would be made for every row).
    sql`ts_match_vq(${products.searchVector}, (select to_tsquery('german', ${words})))`,
  ];
}

/** The query of the rarest word alone, or null (see rarestFirstTextConditions). */
function rareWordsQuery(matches: readonly WordMatches[]): string | null {
  const rarest = rarestWord(matches);
  return rarest === null ? null : textSearchQuery([rarest]);
}

/**
 * One page of a search's items, with the listing's filters and order. As a listing (decision
 * 017): counted first (mostly from the cache); many matches are read by walking a listing index
 * in order and checking each item's words (a quarter of a millisecond for "jacke"), few are
 * collected from the full-text index and sorted.
 */
export async function searchProducts(
  db: DatabaseOrTransaction,
  caches: SearchCaches,
  input: {
    /** As typed. */
    text: string;
    filters: ListingFilters;
    sort: ProductSort;
    page: number;
    pageSize: number;
  },
): Promise<SearchPage> {
  const search = await readSearch(db, input.text, input.filters, caches);
  if (isEmpty(search)) {
    return {
      rows: [],
      total: 0,
      hasMore: false,
      corrections: [],
      alternatives: null,
      sizeGroups: [],
      outdatedUntil: null,
    };
  }
  const { value: groups, outdatedUntil } = await readTally(db, caches, search);
  const counted = tallyTotal(groups, search.query.sizes, search.filters.sizes ?? []);
  const sizeGroups = tallySizeGroups(groups, search.query.sizes);
  const limit = input.pageSize + 1;
  const offset = (input.page - 1) * input.pageSize;
  const few = counted <= FEW_MATCHES;
  const statement = few && isPreparedPage(search) ? preparedPage(db, search, input.sort) : null;
  const rows = statement
    ? await statement.execute(pageValues(search, limit, offset))
    : await db
        .select(pricedProductColumns)
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(
          and(
            ...searchConditions(search),
            ...(few && search.matches.length > 0
              ? rarestFirstTextConditions(
                  textSearchQuery(search.matches),
                  rareWordsQuery(search.matches),
                )
              : textCondition(search.matches)),
          ),
        )
        .orderBy(...(few ? unindexedSortOrders : sortOrders)[input.sort])
        .limit(limit)
        .offset(offset);
  const hasMore = rows.length > input.pageSize;
  const page = rows.slice(0, input.pageSize);
  // The count may be a second behind a change; never let it contradict the page itself.
  const total = Math.max(
    counted,
    (input.page - 1) * input.pageSize + page.length + (hasMore ? 1 : 0),
  );
  return {
    rows: page,
    total,
    hasMore,
    corrections: correctedWords(search.matches),
    alternatives: total === 0 ? await findAlternatives(db, caches, search) : null,
    sizeGroups,
    outdatedUntil,
  };
}

/**
 * The page of a search with words and few matches (decision 081), the most common one, as a
 * named prepared statement: drizzle builds its SQL once per shape and database handle, and
 * PostgreSQL parses it once per connection. Its shape is which parts the search has; every value
 * is a placeholder, lists as arrays, so its length leaves the SQL alone (brands excepted:
 * brandPlaceholders). After five runs PostgreSQL may plan it once for all values (a generic
 * plan): with `status = 'active'` written into the SQL, that plan still reads the matches
 * from the words' index of the items for sale, with the brands and the chosen category in the
 * same index scan (search.test.ts holds that), and with few matches it collects and sorts them
 * whatever the words. Many matches are not prepared: a generic plan would not know they are
 * many, and would sort thousands of rows instead of walking a listing index (decision 017). Null
 * when the handle keeps SEARCH_PAGE_SHAPES shapes already: that page is planned for its values.
 */
function preparedPage(db: DatabaseOrTransaction, search: ReadSearch, sort: ProductSort) {
  const { filters, query } = search;
  const parts = [
    filters.sizes?.length && 's',
    filters.seasons?.length && 'e',
    filters.conditions?.length && 'o',
    filters.sale !== undefined && 'r',
    filters.category && 'c',
    search.chosenBrandIds.length > 0 && `n${search.chosenBrandIds.length}`,
    search.brandIds.length > 0 && `b${search.brandIds.length}`,
    query.sizes.length > 0 && 't',
    rarestWord(search.matches) && 'w',
  ].filter(Boolean);
  const name = `${SEARCH_PAGE_STATEMENT}_${sort}_${parts.join('')}`;
  if (!keepsShape(db, name)) return null;
  return prepared(db, name, () =>
    db
      .select(pricedProductColumns)
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(
        and(
          ...searchConditions(search, {}, true),
          ...rarestFirstTextConditions(
            sql.placeholder('words'),
            rarestWord(search.matches) && sql.placeholder('rareWords'),
          ),
        ),
      )
      .orderBy(...unindexedSortOrders[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

/**
 * How many shapes of the prepared page one database handle keeps, and so each of its connections
 * (decision 084). Seven parts a search has or not, two counts of brands and three orders make
 * thousands of possible shapes; the bench's cold searches use eight. Shapes are taken as they
 * come and kept for the process's life: a statement cannot be dropped from the one connection
 * that holds it through a pool, and the shapes a shop sees first are those it sees most.
 */
export const SEARCH_PAGE_SHAPES = 64;

const shapesByDb = new WeakMap<DatabaseOrTransaction, Set<string>>();

function keepsShape(db: DatabaseOrTransaction, name: string): boolean {
  let shapes = shapesByDb.get(db);
  if (!shapes) shapesByDb.set(db, (shapes = new Set()));
  if (shapes.has(name)) return true;
  if (shapes.size >= SEARCH_PAGE_SHAPES) return false;
  shapes.add(name);
  return true;
}

/**
 * Whether a search's page may be prepared: it has words, and neither typed categories nor item
 * numbers. Since decision 084 also with brands, typed or chosen, up to PREPARED_BRANDS of each
 * (each count is a shape; more are rare and planned for their values): each brand's id as a
 * placeholder of its own keeps the generic plan on the words' index, which holds the brand
 * (brandPlaceholders). Typed categories are not prepared: as an array of unknown length the
 * generic plan checks the category on every match of the words instead of reading it with them
 * from the index (at 200,000 items 1.5 against 0.7 ms for "schlafsack grün").
 */
function isPreparedPage(search: ReadSearch): boolean {
  return (
    search.matches.length > 0 &&
    search.brandIds.length <= PREPARED_BRANDS &&
    // Chips of brands the shop has not: the planned query finds nothing, as it should.
    (search.chosenBrandIds.length > 0 || !search.filters.brands?.length) &&
    search.chosenBrandIds.length <= PREPARED_BRANDS &&
    search.query.categories.length === 0 &&
    search.query.itemNumbers.length === 0
  );
}

/** How many brands, typed and chosen each, a prepared page takes. */
const PREPARED_BRANDS = 3;

/** The prefix of the prepared pages' names (for tests reading their plans). */
export const SEARCH_PAGE_STATEMENT = 'search_page_few';

/** The values of the prepared page's placeholders. */
function pageValues(search: ReadSearch, limit: number, offset: number) {
  return {
    ...listingValues(search.filters),
    categories: search.query.categories,
    typedSizes: search.query.sizes,
    ...brandValues('brand', search.brandIds),
    ...brandValues('chosen', search.chosenBrandIds),
    words: textSearchQuery(search.matches),
    rareWords: rareWordsQuery(search.matches),
    limit,
    offset,
  };
}

/**
 * What a search finds besides its page, grouped by sizes (domain/search-tally.ts), read for the
 * search without its typed sizes and chosen chips and kept by that search (decision 071): "jacke
 * rot 98" and a chip chosen on its results page read the tally of "jacke rot". One query reads
 * the matches once for the count and the chips; before, two queries read them for each size.
 * A search of sizes alone keeps its typed sizes: without them it would tally every item for sale.
 * With a word far rarer than the others, only its matches are read from the index, as for a page
 * (decision 087): a search asked for the first time waits for its tally before its page.
 */
function readTally(
  db: DatabaseOrTransaction,
  caches: SearchCaches,
  search: ReadSearch,
): Promise<KeptValue<TallyGroup[]>> {
  const withoutChips = { ...search, filters: { ...search.filters, sizes: undefined } };
  const withoutSizes = { ...withoutChips, query: { ...search.query, sizes: [] } };
  const scope = isEmpty(withoutSizes) ? withoutChips : withoutSizes;
  return caches.tallies(countKey(scope), () => tallyGroups(db, scope));
}

async function tallyGroups(db: DatabaseOrTransaction, scope: ReadSearch): Promise<TallyGroup[]> {
  return db
    .select({
      category: products.category,
      size: products.size,
      hatSizes: products.sizeHat,
      brandId: products.brandId,
      brand: brands.name,
      items: count(),
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        ...searchConditions(scope),
        ...(scope.matches.length > 0
          ? rarestFirstTextConditions(textSearchQuery(scope.matches), rareWordsQuery(scope.matches))
          : []),
      ),
    )
    .groupBy(products.category, products.size, products.sizeHat, products.brandId, brands.name);
}

/**
 * How many items a typed search finds: what its results page says ("7 Treffer") and what a
 * suggestion for it promises (decision 062). One definition for both, one kept tally per search.
 */
export async function countSearch(
  db: DatabaseOrTransaction,
  caches: SearchCaches,
  text: string,
  filters: ListingFilters = {},
): Promise<number> {
  const search = await readSearch(db, text, filters, caches);
  if (isEmpty(search)) return 0;
  const { value: groups } = await readTally(db, caches, search);
  return tallyTotal(groups, search.query.sizes, filters.sizes ?? []);
}

/** The same search gives the same key, however its words were typed. */
function countKey(search: ReadSearch): string {
  const { query, brandIds, matches, filters } = search;
  return JSON.stringify([
    matches.length === 0 ? '' : textSearchQuery(matches),
    query.sizes,
    query.itemNumbers,
    [...query.categories].sort(),
    [...brandIds].sort((a, b) => a - b),
    listingCountKey(filters),
  ]);
}

const ALTERNATIVE_SIZES = 4;
const ALTERNATIVE_BRANDS = 3;

/**
 * "Nichts gefunden" offers what is close: the sizes nearest to the ones asked for that have
 * such items, brands that have them (or are spelt like a word no item has), and the search
 * without words no item has. All but the brands spelt alike are picked from one kept tally
 * (decision 079): the search with its known words only, without its brands, typed sizes and
 * chosen chips. Before, up to four queries read the matches again, after the page.
 */
async function findAlternatives(
  db: DatabaseOrTransaction,
  caches: SearchCaches,
  search: ReadSearch,
): Promise<NonNullable<SearchResult['alternatives']>> {
  const unknown = search.matches
    .filter((match) => match.exact.length === 0 && match.corrected.length === 0)
    .map((match) => match.word);
  const known = search.matches.filter((match) => !unknown.includes(match.word));
  const typed = search.query.sizes;
  const chosen = search.filters.sizes ?? [];
  const askedSizes = [...typed, ...chosen];
  const scope: ReadSearch = {
    ...search,
    matches: known,
    brandIds: [],
    query: { ...search.query, sizes: [] },
    filters: { ...search.filters, sizes: undefined },
  };

  const [{ value: groups }, similarBrands] = await Promise.all([
    caches.tallies(countKey(scope), () => tallyGroups(db, scope)),
    unknown.length === 0
      ? []
      : db
          .select({ name: brands.name, items: count() })
          .from(brands)
          .innerJoin(products, and(eq(products.brandId, brands.id), eq(products.status, 'active')))
          .where(sql`similarity(shop_search_compact(${brands.name}), ${unknown.join('')}) > 0.3`)
          .groupBy(brands.name)
          .orderBy(sql`similarity(shop_search_compact(${brands.name}), ${unknown.join('')}) desc`)
          .limit(ALTERNATIVE_BRANDS),
  ]);
  const ofSearchBrands = ofBrands(groups, search.brandIds);
  const sizes = askedSizes.length === 0 ? [] : tallyBySize(ofSearchBrands);
  const brandsWithItems = tallyBrands(groups, typed, chosen).slice(0, ALTERNATIVE_BRANDS);
  const withoutWords =
    unknown.length === 0 || isEmpty({ ...search, matches: known })
      ? 0
      : tallyTotal(ofSearchBrands, typed, chosen);

  const distance = (size: number) => Math.min(...askedSizes.map((asked) => Math.abs(asked - size)));
  const nearestSizes = sizes
    .filter((row) => !askedSizes.includes(row.size))
    .sort((a, b) => distance(a.size) - distance(b.size) || a.size - b.size)
    .slice(0, ALTERNATIVE_SIZES)
    .sort((a, b) => a.size - b.size);
  const brandNames = new Map<string, number>();
  for (const row of [...similarBrands, ...brandsWithItems]) {
    if (!brandNames.has(row.name)) brandNames.set(row.name, row.items);
  }
  return {
    sizes: nearestSizes,
    brands: [...brandNames].slice(0, ALTERNATIVE_BRANDS).map(([name, items]) => ({ name, items })),
    withoutWords:
      withoutWords > 0
        ? {
            query: searchWithout(search.text, unknown),
            items: withoutWords,
          }
        : null,
  };
}
