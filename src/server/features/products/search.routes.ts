import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  searchQuerySchema,
  searchResultSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
  searchWordsSchema,
  type SearchWords,
} from '../../../domain/api/search.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { LISTING_COUNT_TTL_MS } from './listing-count-cache.ts';
import { createKeptProductAnswers } from './kept-product-answers.ts';
import { toProduct } from './products.mapper.ts';
import { suggestSearches } from './search-suggestions.service.ts';
import { listSearchWords } from './search-words.ts';
import { createSearchCaches, SEARCH_WORDS_TTL_MS, searchProducts } from './search.service.ts';

// The words change when items come and go; each process keeps them until they are read anew
// (every minute). Suggestions share the search's caches: a suggestion's count and its results
// page read the same kept count.

/** The shop search (issue 21, decision 045). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const caches = createSearchCaches(app.shopChangeLog, () => app.clock.now().getTime());
  const answerKept = createKeptProductAnswers(app);
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['products'],
        summary: 'Search the items for sale: words (typing mistakes forgiven), sizes, brands',
        // The anonymous client id shows a visitor's own reservation as such (docs/product.md §3.1).
        headers: z.object({ userid: z.uuid().optional() }),
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: errorSchema },
      },
    },
    async (request, reply) =>
      answerKept(request, reply, async (view) => {
        const { q, sort, page, pageSize, ...filters } = request.query;
        const found = await searchProducts(app.db, caches, {
          text: q,
          filters,
          sort,
          page,
          pageSize,
        });
        const answer = {
          products: found.rows.map((row) => toProduct(row, view)),
          total: found.total,
          page,
          pageSize,
          pageCount: Math.ceil(found.total / pageSize),
          hasMore: found.hasMore,
          corrections: found.corrections,
          alternatives: found.alternatives,
          sizeGroups: found.sizeGroups,
        };
        // A count from before a change ends the answer when the count is read again.
        const until = found.outdatedUntil === null ? {} : { expiresAt: found.outdatedUntil };
        return { statusCode: 200, answer, rows: found.rows, showsListing: true, ...until };
      }),
  );

  const words = createTtlCache<SearchWords>({ ttlMs: SEARCH_WORDS_TTL_MS });
  const shopWords = () => words('all', () => listSearchWords(app.db));
  app.get(
    '/api/search/words',
    {
      schema: {
        tags: ['products'],
        summary: 'What the search field suggests: brands, item types and sizes for sale',
        response: { 200: searchWordsSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return shopWords();
    },
  );

  app.get(
    '/api/search/suggestions',
    {
      schema: {
        tags: ['products'],
        summary: 'Searches to suggest for what is typed so far, each with what it finds',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      // As long as a search's count is kept: a suggestion never promises more than that.
      void reply.header('cache-control', `public, max-age=${LISTING_COUNT_TTL_MS / 1000}`);
      // The state read first, as a search's kept answer does: the change log then knows of a
      // brand renamed a moment ago, and the kept brands are read anew (decision 081).
      await app.shopState();
      const suggestions = await suggestSearches(app.db, caches, await shopWords(), request.query.q);
      return { suggestions };
    },
  );
};
