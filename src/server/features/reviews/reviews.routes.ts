import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewListSchema } from '../../../domain/api/reviews.ts';
import { reviews } from '../../db/schema.ts';

const REVIEW_LIMIT = 20;

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/google/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary: "The shop's Google reviews, newest first (home page carousel)",
        // docs/product.md §7.1 names these headers; the reviews do not depend on them.
        headers: z.object({ userid: z.string().optional(), cart: z.string().optional() }),
        response: { 200: reviewListSchema },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(reviews)
        .orderBy(desc(reviews.createTime))
        .limit(REVIEW_LIMIT);
      return rows.map((row) => ({
        reviewId: row.reviewId,
        reviewer: { displayName: row.reviewerName, profilePhotoUrl: row.reviewerPhotoUrl },
        createTime: row.createTime.toISOString(),
        comment: row.comment,
        starRating: 'FIVE' as const,
      }));
    },
  );
};
