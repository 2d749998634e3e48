import { z } from 'zod';

/**
 * GET /api/google/reviews/: Google Business Profile reviews in Google's shape
 * (docs/product.md §3.9).
 */
const reviewSchema = z.object({
  reviewId: z.string(),
  reviewer: z.object({ displayName: z.string(), profilePhotoUrl: z.string().nullable() }),
  createTime: z.iso.datetime(),
  comment: z.string(),
  starRating: z.literal('FIVE').describe('Always shown as five stars'),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
