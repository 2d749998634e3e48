import { lazy, Suspense } from 'react';
import type { ProductHeadFacts } from '../../domain/page-head.ts';
import { useHeadTakenOver } from '../lib/head-takeover.ts';

export type PageHeadProps =
  /** A public page: its head comes from the path and query (domain/page-head.ts). */
  | { product?: undefined; missingProduct?: undefined; title?: undefined; noIndex?: undefined }
  /** A product page: its head comes from the product (productPageHead). */
  | {
      product: ProductHeadFacts;
      missingProduct?: undefined;
      title?: undefined;
      noIndex?: undefined;
    }
  /** A product page whose item does not exist (any more). */
  | { product?: undefined; missingProduct: true; title?: undefined; noIndex?: undefined }
  /** A page the server does not describe (admin, checkout, an order): its own title. */
  | { product?: undefined; missingProduct?: undefined; title: string; noIndex?: boolean };

// The heads of every page and the code drawing them: not part of a first visit's download.
const PageHeadTags = lazy(() =>
  import('./page-head-tags.tsx').then(({ PageHeadTags }) => ({ default: PageHeadTags })),
);

/**
 * The page head (docs/product.md §2.6): title, description, keywords, share tags, canonical URL.
 * The server writes it into the page's HTML itself (server/pages/web-app.ts), so its rendering of
 * the page leaves it out, and so does the browser until the app takes the head over
 * (lib/head-takeover.ts): until then the server's tags are the page's.
 */
export function PageHead(props: PageHeadProps) {
  const takenOver = useHeadTakenOver();
  if (import.meta.env.SSR || !takenOver) return null;
  return (
    <Suspense fallback={null}>
      <PageHeadTags {...props} />
    </Suspense>
  );
}
