import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewListSchema } from '../../../../domain/api/reviews.ts';
import type { Review } from '../../../../domain/api/reviews.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/google/reviews/ (SPEC.md §7): headers userid and cart ids. Failures are only logged.

interface GetReviewsInput {
  clientId: string;
  cart: string;
  signal?: AbortSignal;
}

export async function getReviews({ clientId, cart, signal }: GetReviewsInput): Promise<Review[]> {
  try {
    return await apiRequest('/api/google/reviews/', reviewListSchema, {
      clientId,
      headers: { cart },
      signal,
    });
  } catch (error) {
    if (signal?.aborted !== true) console.warn('Bewertungen konnten nicht geladen werden', error);
    throw error;
  }
}

export function getReviewsQueryOptions({ clientId, cart }: Omit<GetReviewsInput, 'signal'>) {
  return queryOptions({
    // The cart header is context for the server, not part of what the answer is about.
    queryKey: ['reviews'] as const,
    queryFn: ({ signal }) => getReviews({ clientId, cart, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useReviews(input: Omit<GetReviewsInput, 'signal'>) {
  return useQuery(getReviewsQueryOptions(input));
}
