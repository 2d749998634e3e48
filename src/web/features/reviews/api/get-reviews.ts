import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../domain/api/reviews.ts';
import { apiRequest, lazySchema } from '../../../lib/api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const reviewListSchema = lazySchema(() =>
  import('../../../../domain/api/reviews.ts').then((module) => module.reviewListSchema),
);

// GET /api/google/reviews/ (docs/product.md §7.1): headers userid and cart ids. Those are tracking:
// they go only with the visitor's consent, and then with the tracking id, not the cart's client id
// (decision 035). Failures are only logged.

/** The tracking headers of the moment the reviews are asked for; null without consent. */
type ReviewsTracking = () => { trackingId: string; cart: string } | null;

interface GetReviewsInput {
  tracking: ReviewsTracking;
  signal?: AbortSignal;
}

async function getReviews({ tracking, signal }: GetReviewsInput): Promise<Review[]> {
  const headers = tracking();
  try {
    return await apiRequest('/api/google/reviews/', reviewListSchema, {
      ...(headers === null
        ? {}
        : { clientId: headers.trackingId, headers: { cart: headers.cart } }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted !== true) console.warn('Bewertungen konnten nicht geladen werden', error);
    throw error;
  }
}

function getReviewsQueryOptions({ tracking }: Omit<GetReviewsInput, 'signal'>) {
  return queryOptions({
    // The headers are context for the server, not part of what the answer is about.
    queryKey: ['reviews'] as const,
    queryFn: ({ signal }) => getReviews({ tracking, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useReviews(input: Omit<GetReviewsInput, 'signal'>) {
  return useQuery(getReviewsQueryOptions(input));
}
