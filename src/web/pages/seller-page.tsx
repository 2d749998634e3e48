import { useParams } from 'react-router';
import { SELLER_PAGE_MESSAGES } from '../../domain/api/seller-page.ts';
import { PageHead } from '../components/page-head.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { useSellerPage } from '../features/seller-page/api/get-seller-page.ts';
import { SellerPageView } from '../features/seller-page/components/seller-page-view.tsx';
import { ApiError } from '../lib/api-client.ts';

/**
 * /verkaeufer/:token: a seller's own page behind her private link (decision 043). Its head is
 * noindex, nofollow (domain/page-head.ts); a revoked or unknown link says so and nothing else;
 * the link of a seller who left says that she left (decision 077).
 */
export function SellerPage() {
  const token = useParams().token ?? '';
  const page = useSellerPage(token);
  return (
    <>
      <PageHead />
      {page.isPending && (
        <p role="status" className="px-4 py-10 text-center text-muted">
          Deine Verkäuferseite wird geladen …
        </p>
      )}
      {page.error !== null &&
        (page.error instanceof ApiError &&
        (page.error.status === 404 || page.error.status === 410) ? (
          <div
            role="alert"
            className="mx-auto my-10 max-w-xl rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ink/10"
          >
            <h1 className="text-xl font-extrabold text-brand-800">
              {page.error.status === 410 ? 'Verkäuferseite beendet' : 'Link nicht gültig'}
            </h1>
            {/* A left seller's link says why it is gone (decision 077). */}
            <p className="mt-2">
              {page.error.status === 410 ? page.error.message : SELLER_PAGE_MESSAGES.notFound}
            </p>
          </div>
        ) : (
          <div className="mx-auto my-10 max-w-xl px-4">
            <ErrorState
              message={page.error.message}
              onRetry={() => void page.refetch()}
              retrying={page.isFetching}
            />
          </div>
        ))}
      {page.data !== undefined && <SellerPageView token={token} page={page.data} />}
    </>
  );
}
