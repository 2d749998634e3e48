import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productDetailSchema,
  productFiltersSchema,
  productListQuerySchema,
  newProductsSchema,
  productListSchema,
  promotionSummarySchema,
  type ProductFilters,
} from '../../../domain/api/product.ts';
import type { PromotionSummary } from '../../../domain/promotion.ts';
import { CATEGORIES } from '../../../domain/catalog.ts';
import { toManufacturer, toProduct } from './products.mapper.ts';
import { createKeptProductAnswers } from './kept-product-answers.ts';
import { createListingCountCache } from './listing-count-cache.ts';
import { isSoldForGood } from './payment-hold.ts';
import { isPublicStatus } from './public-status.ts';
import {
  countListedProducts,
  getProductByItemNumber,
  listNewProducts,
  listProductFilterValues,
  listProducts,
  summarizePromotion,
} from './products.service.ts';

const NEWBEES_LIMIT = 24;

// The anonymous client id (docs/product.md §3.1) lets a visitor see that a reservation is its own.
const clientHeaders = z.object({ userid: z.uuid().optional() });
const notFoundSchema = z.object({ error: z.string(), message: z.string() });

// The filter values scan the whole category; they change slowly and a value that just sold out
// only yields an empty list, so each process keeps them for a minute.
const FILTER_VALUES_TTL_MS = 60_000;
const PROMOTION_TTL_MS = 15_000;

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const filterValuesCache = new Map<string, { value: ProductFilters; expires: number }>();
  const listingCount = createListingCountCache(
    (filters) => countListedProducts(app.db, filters),
    app.shopChangeLog,
    { now: () => app.clock.now().getTime() },
  );
  const answerKept = createKeptProductAnswers(app);

  app.get(
    '/api/products/newbees',
    {
      schema: {
        tags: ['products'],
        summary: 'Newest items in the shop (home page marquee)',
        headers: clientHeaders,
        response: { 200: newProductsSchema },
      },
    },
    async (request, reply) =>
      answerKept(request, reply, async (view) => {
        const rows = await listNewProducts(app.db, NEWBEES_LIMIT);
        return {
          statusCode: 200,
          answer: rows.map((row) => toProduct(row, view)),
          rows,
          showsListing: true,
        };
      }),
  );

  // The home page asks on every visit; reductions change a few times a week, so each process
  // keeps the summary for 15 seconds (the prices themselves are always read live).
  let promotion: { value: PromotionSummary; expires: number } | null = null;
  app.get(
    '/api/products/promotion',
    {
      schema: {
        tags: ['products'],
        summary: "What is reduced now: the home page's first slide is worded from it (UWG § 5)",
        response: { 200: promotionSummarySchema },
      },
    },
    async () => {
      const now = app.clock.now().getTime();
      if (promotion === null || promotion.expires <= now) {
        promotion = { value: await summarizePromotion(app.db), expires: now + PROMOTION_TTL_MS };
      }
      return promotion.value;
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Storefront listing: items for sale, filtered, sorted and paged',
        headers: clientHeaders,
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request, reply) =>
      answerKept(request, reply, async (view) => {
        const { sort: _sort, page, pageSize, ...filters } = request.query;
        // Counted first (mostly from the cache): how many match decides how to read the page.
        const { value: counted, outdatedUntil } = await listingCount(filters);
        const { rows, hasMore } = await listProducts(app.db, request.query, {
          expectedMatches: counted,
        });
        // The count may be a second behind a change; never let it contradict the page itself.
        const total = Math.max(counted, (page - 1) * pageSize + rows.length + (hasMore ? 1 : 0));
        const answer = {
          products: rows.map((row) => toProduct(row, view)),
          total,
          page,
          pageSize,
          pageCount: Math.ceil(total / pageSize),
          hasMore,
        };
        // A count from before a change ends the answer when the count is read again.
        const until = outdatedUntil === null ? {} : { expiresAt: outdatedUntil };
        return { statusCode: 200, answer, rows, showsListing: true, ...until };
      }),
  );

  app.get(
    '/api/products/filters',
    {
      schema: {
        tags: ['products'],
        summary: 'The filter values a category listing can offer (only what is in stock)',
        querystring: z.object({ category: z.enum(CATEGORIES).optional() }),
        response: { 200: productFiltersSchema },
      },
    },
    async (request) => {
      const key = request.query.category ?? 'all';
      const now = Date.now();
      const cached = filterValuesCache.get(key);
      if (cached && cached.expires > now) return cached.value;
      const value = productFiltersSchema.parse(
        await listProductFilterValues(app.db, request.query.category),
      );
      filterValuesCache.set(key, { value, expires: now + FILTER_VALUES_TTL_MS });
      return value;
    },
  );

  app.get(
    '/api/products/:itemNumber',
    {
      schema: {
        tags: ['products'],
        summary: 'One item by its item number, with product-safety information',
        headers: clientHeaders,
        params: z.object({ itemNumber: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: productDetailSchema, 404: notFoundSchema },
      },
    },
    async (request, reply) =>
      answerKept(request, reply, async (view) => {
        const row = await getProductByItemNumber(app.db, request.params.itemNumber);
        // Deactivated items are gone from the shop and drafts are not in it yet; sold ones stay
        // visible as sold for shared links, and one whose order waits for its payment as reserved.
        if (!row || !isPublicStatus(row.status)) {
          const gone = { error: 'Not Found', message: 'Diesen Artikel gibt es nicht (mehr).' };
          return { statusCode: 404, answer: gone, rows: [], showsListing: true };
        }
        const answer = {
          ...toProduct(row, view),
          isSold: isSoldForGood(row),
          description: row.description,
          defects: row.defects,
          manufacturer: toManufacturer(
            row.brand ? row.manufacturer : null,
            (await app.currentConfig()).shop,
          ),
        };
        return { statusCode: 200, answer, rows: [row], showsListing: false };
      }),
  );
};
