import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ProductListQuery } from '../../../domain/api/product.ts';
import type { PromotionSummary } from '../../../domain/promotion.ts';
import { groupSizes, sizeKind, type SizeKind } from '../../../domain/size-groups.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands, products } from '../../db/schema.ts';
import { paymentHoldColumns } from './payment-hold.ts';
import type { PricedProductRow } from './products.mapper.ts';

const productColumns = {
  id: products.id,
  itemNumber: products.itemNumber,
  category: products.category,
  name: products.name,
  brand: brands.name,
  size: products.size,
  sizeHat: products.sizeHat,
  priceCents: products.priceCents,
  sale: products.sale,
  discount: products.discount,
  priceStepPercent: products.priceStepPercent,
  condition: products.condition,
  season: products.season,
  images: products.images,
  reservedUntil: products.reservedUntil,
  reservedBy: products.reservedBy,
};

/**
 * A public product's columns with its PAngV reference price: the lowest price of the 30 days
 * before the current one (kept by PostgreSQL, decision 018), shown only while the item is reduced
 * (by a sale or a price step, decision 076).
 */
export const pricedProductColumns = {
  ...productColumns,
  lowestPriorPriceCents: sql<
    number | null
  >`case when ${products.salePriceCents} < ${products.priceCents}
    then ${products.lowestPriorPriceCents} end`,
};

// Drizzle takes longer to build the SQL of a storefront read (0.2–0.4 ms on the shop's 2-core
// machine) than PostgreSQL takes to run it. The reads every page view makes are therefore built
// once per database handle and kept as named prepared statements, their values as placeholders
// (decision 018). A name stands for exactly one SQL text.
const preparedByDb = new WeakMap<DatabaseOrTransaction, Map<string, unknown>>();

export function prepared<T>(
  db: DatabaseOrTransaction,
  name: string,
  prepare: (name: string) => T,
): T {
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, prepare(name));
  return statements.get(name) as T;
}

/**
 * The percent an item is sold below its price: the owner's sale or its price step, whichever is
 * deeper (domain/price-steps.ts#effectiveReduction). What the '-N %' tag says.
 */
const reducedPercent = sql<number>`greatest(case when ${products.sale} then ${products.discount} else 0 end, ${products.priceStepPercent})`;
/** Reduced now, by a sale or a step: the items of the sale filter and the home slide's count. */
const isReduced = sql`${reducedPercent} > 0`;

/** How many items are for sale and how they are reduced, for the home page's first slide. */
export async function summarizePromotion(db: DatabaseOrTransaction): Promise<PromotionSummary> {
  const [row] = await db
    .select({
      activeItems: count(),
      saleItems: sql<number>`count(*) filter (where ${isReduced})`.mapWith(Number),
      lowestPercent:
        sql<number>`coalesce(min(${reducedPercent}) filter (where ${isReduced}), 0)`.mapWith(
          Number,
        ),
      highestPercent:
        sql<number>`coalesce(max(${reducedPercent}) filter (where ${isReduced}), 0)`.mapWith(
          Number,
        ),
    })
    .from(products)
    .where(eq(products.status, 'active'));
  return row ?? { activeItems: 0, saleItems: 0, lowestPercent: 0, highestPercent: 0 };
}

/** The newest items still for sale, for the home page's 'new in shop' marquee. */
export async function listNewProducts(
  db: DatabaseOrTransaction,
  limit: number,
): Promise<PricedProductRow[]> {
  const statement = prepared(db, 'storefront_new_products', (name) =>
    db
      .select(pricedProductColumns)
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.status, 'active'))
      .orderBy(desc(products.listedAt), desc(products.itemNumber))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({ limit });
}

/** The filters of a listing: the query without its order and paging. */
export type ListingFilters = Omit<ProductListQuery, 'sort' | 'page' | 'pageSize'>;

/** Items of these sizes: a size matches clothing sizes and hat sizes alike. */
export function sizeCondition(sizes: number[]): SQL {
  return or(inArray(products.size, sizes), arrayOverlaps(products.sizeHat, sizes))!;
}

/** `column = any(:name)`: a list of values as one placeholder, so its length leaves the SQL alone. */
export function isAnyOf(column: SQLWrapper, name: string, type: 'int' | 'text'): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;
}

/** sizeCondition with the sizes as the placeholder `name`. */
export function sizePlaceholderCondition(name: string): SQL {
  return sql`(${isAnyOf(products.size, name, 'int')} or ${products.sizeHat} && ${sql.placeholder(name)}::int[])`;
}

/**
 * Filters of the storefront listing; only active items (reserved ones included) are listed. With
 * `placeholders`, every value but the status is left as a placeholder, named as in listingValues.
 */
export function listingConditions(query: ListingFilters, placeholders = false): SQL[] {
  const value = <T>(name: string, actual: T) => (placeholders ? sql.placeholder(name) : actual);
  // Written into the SQL, not a placeholder: a plan made once for all values (a prepared
  // statement's generic plan) can use the indexes of the items for sale only if it knows.
  const conditions: SQL[] = [
    placeholders ? sql`${products.status} = 'active'` : eq(products.status, 'active'),
  ];
  if (query.category) conditions.push(eq(products.category, value('category', query.category)));
  if (query.sizes?.length) {
    conditions.push(placeholders ? sizePlaceholderCondition('sizes') : sizeCondition(query.sizes));
  }
  if (query.seasons?.length) {
    conditions.push(
      placeholders
        ? isAnyOf(products.season, 'seasons', 'text')
        : inArray(products.season, query.seasons),
    );
  }
  if (query.conditions?.length) {
    conditions.push(
      placeholders
        ? isAnyOf(products.condition, 'conditions', 'text')
        : inArray(products.condition, query.conditions),
    );
  }
  if (query.brands?.length) {
    conditions.push(
      placeholders
        ? isAnyOf(sql`lower(${brands.name})`, 'brands', 'text')
        : inArray(sql`lower(${brands.name})`, lowerCased(query.brands)),
    );
  }
  if (query.sale !== undefined) conditions.push(sql`(${isReduced}) = ${value('sale', query.sale)}`);
  return conditions;
}

const lowerCased = (names: readonly string[]) => names.map((name) => name.toLowerCase());

/** The values of listingConditions' placeholders. */
export function listingValues(query: ListingFilters) {
  return {
    category: query.category,
    sale: query.sale,
    sizes: query.sizes,
    seasons: query.seasons,
    conditions: query.conditions,
    brands: query.brands && lowerCased(query.brands),
  };
}

export const sortOrders = {
  newest: [desc(products.listedAt), desc(products.itemNumber)],
  'price-asc': [asc(products.salePriceCents), asc(products.itemNumber)],
  'price-desc': [desc(products.salePriceCents), desc(products.itemNumber)],
} as const;

// The same orders as expressions no index provides. With few matches, PostgreSQL otherwise walks
// a listing index in order and filters row by row, reading the whole category when nothing
// matches (10 ms at 20,000 items); this way it collects the matches and sorts them (decision 017).
export const unindexedSortOrders = {
  newest: [desc(sql`${products.listedAt} + interval '0 s'`), desc(products.itemNumber)],
  'price-asc': [asc(sql`${products.salePriceCents} + 0`), asc(products.itemNumber)],
  'price-desc': [desc(sql`${products.salePriceCents} + 0`), desc(products.itemNumber)],
} as const;

/** Below this many matches, collecting and sorting them beats walking a listing index. */
export const FEW_MATCHES = 300;

/**
 * From this many items skipped on, a page's item numbers are read first from the listing index
 * alone, then only its rows (decision 068). In a shop with a sold archive the items for sale are
 * scattered over the whole table: skipping 12,000 of them by their rows read 9,600 table pages
 * (22 ms at 200,000 items); the index alone skips them in about a millisecond. Nearer pages are
 * read directly, which plans faster.
 */
export const DEEP_PAGE_OFFSET = 240;

/**
 * Whether a listing's page is read by a prepared statement. A list of values is one placeholder
 * (`= any(...)`), so the SQL does not vary with its length. Sizes and seasons, the filters parents
 * use most, are kept prepared; conditions and brands are rarer, and each would double the shapes a
 * connection keeps (decision 086).
 */
function readPrepared(query: ListingFilters): boolean {
  return !query.conditions?.length && !query.brands?.length;
}

/**
 * One page of the storefront listing. One row more than the page is read, so whether another
 * page follows is known exactly without counting every match (decision 017). Listings by
 * category, sale, size and season, in any order and to any page, run as prepared statements.
 */
export async function listProducts(
  db: DatabaseOrTransaction,
  query: ProductListQuery,
  options: { expectedMatches?: number } = {},
): Promise<{ rows: PricedProductRow[]; hasMore: boolean }> {
  const fewMatches = (options.expectedMatches ?? Infinity) <= FEW_MATCHES;
  const pageOf = (conditions: SQL[]) =>
    db
      .select(pricedProductColumns)
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(...conditions))
      .orderBy(...(fewMatches ? unindexedSortOrders : sortOrders)[query.sort]);
  const limit = query.pageSize + 1;
  const offset = (query.page - 1) * query.pageSize;
  let rows: PricedProductRow[];
  if (!readPrepared(query)) {
    rows = await pageOf(listingConditions(query)).limit(limit).offset(offset);
  } else {
    const deep = !fewMatches && offset >= DEEP_PAGE_OFFSET;
    const shape = [
      query.sort,
      fewMatches ? 'few' : 'many',
      query.category ? 'category' : 'all',
      query.sale === undefined ? 'any' : 'sale',
      ...(query.sizes?.length ? ['sizes'] : []),
      ...(query.seasons?.length ? ['seasons'] : []),
      ...(deep ? ['deep'] : []),
    ];
    const statement = prepared(db, `storefront_listing_${shape.join('_')}`, (name) => {
      if (!deep) {
        return pageOf(listingConditions(query, true))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name);
      }
      const pageNumbers = db
        .select({ itemNumber: products.itemNumber })
        .from(products)
        .where(and(...listingConditions(query, true)))
        .orderBy(...sortOrders[query.sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      // The page's few rows, sorted again (by expressions, so no index is walked for them).
      return db
        .select(pricedProductColumns)
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(inArray(products.itemNumber, pageNumbers))
        .orderBy(...unindexedSortOrders[query.sort])
        .prepare(name);
    });
    rows = await statement.execute({
      category: query.category,
      sale: query.sale,
      sizes: query.sizes,
      seasons: query.seasons,
      limit,
      offset,
    });
  }
  return { rows: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
}

/** How many items match a listing's filters; the brands join only when a brand is filtered. */
export async function countListedProducts(
  db: DatabaseOrTransaction,
  filters: ListingFilters,
): Promise<number> {
  const where = and(...listingConditions(filters));
  const base = db.select({ value: count() }).from(products);
  const [totals] = filters.brands?.length
    ? await base.leftJoin(brands, eq(brands.id, products.brandId)).where(where)
    : await base.where(where);
  return totals?.value ?? 0;
}

/** What the filters of a category listing can offer: only values of items in stock. */
export async function listProductFilterValues(
  db: DatabaseOrTransaction,
  category: ProductListQuery['category'],
) {
  const where = and(...listingConditions({ category }));
  const [sizes, hatSizes, brandNames, seasons, conditions, [sale]] = await Promise.all([
    db
      .selectDistinct({ category: products.category, value: products.size })
      .from(products)
      .where(where),
    db
      .selectDistinct({
        category: products.category,
        value: sql<number>`unnest(${products.sizeHat})`,
      })
      .from(products)
      .where(where),
    db
      .selectDistinct({ value: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where),
    db.selectDistinct({ value: products.season }).from(products).where(where),
    db.selectDistinct({ value: products.condition }).from(products).where(where),
    db.select({ value: count() }).from(products).where(and(where, isReduced)),
  ]);
  const measured = [
    ...sizes.map((row) => ({ kind: sizeKind(row.category, 'size'), size: row.value })),
    ...hatSizes.map((row) => ({ kind: sizeKind(row.category, 'sizeHat'), size: row.value })),
  ].filter((entry): entry is { kind: SizeKind; size: number } => entry.size !== null);
  return {
    sizes: [...new Set(measured.map((entry) => entry.size))].sort((a, b) => a - b),
    sizeGroups: groupSizes(measured),
    brands: brandNames.map((row) => row.value).sort((a, b) => a.localeCompare(b, 'de')),
    seasons: seasons.map((row) => row.value),
    conditions: conditions.map((row) => row.value),
    saleCount: sale?.value ?? 0,
  };
}

/**
 * One product with its brand's manufacturer data, whatever its status, and whether it is held for
 * an order's payment.
 */
export async function getProductByItemNumber(db: DatabaseOrTransaction, itemNumber: number) {
  const statement = prepared(db, 'storefront_product_by_item_number', (name) =>
    db
      .select({
        ...pricedProductColumns,
        ...paymentHoldColumns,
        status: products.status,
        description: products.description,
        defects: products.defects,
        manufacturer: {
          manufacturerName: brands.manufacturerName,
          email: brands.email,
          street: brands.street,
          postalCode: brands.postalCode,
          city: brands.city,
          country: brands.country,
          isEurope: brands.isEurope,
          euName: brands.euName,
          euStreet: brands.euStreet,
          euPostalCode: brands.euPostalCode,
          euCity: brands.euCity,
          euCountry: brands.euCountry,
          euEmail: brands.euEmail,
        },
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.itemNumber, sql.placeholder('itemNumber')))
      .prepare(name),
  );
  const [row] = await statement.execute({ itemNumber });
  return row ?? null;
}
