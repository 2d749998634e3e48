import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useSellers } from '../features/sellers/api/list-sellers.ts';
import { PendingSignups } from '../features/sellers/components/pending-signups.tsx';
import { SellerTable } from '../features/sellers/components/seller-table.tsx';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/sellerlist. */
export function AdminSellersPage() {
  const sellers = useSellers();
  return (
    <section>
      <PageHead title="Verkäuferliste" noIndex />
      <AdminHeading title="Verkäuferliste" />
      <PendingSignups />
      <QueryState
        isPending={sellers.isPending}
        error={sellers.error}
        onRetry={() => void sellers.refetch()}
      />
      {sellers.data !== undefined && <SellerTable sellers={sellers.data} />}
    </section>
  );
}
