import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { usePriceFactors } from '../features/prices/api/price-factors.ts';
import { PriceFactorsForm } from '../features/prices/components/price-factors-form.tsx';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/prices: the factors behind the price suggestion for new items. */
export function AdminPricesPage() {
  const factors = usePriceFactors();
  return (
    <section>
      <PageHead title="Preise und Faktoren" noIndex />
      <AdminHeading title="Preise und Faktoren" />
      <QueryState
        isPending={factors.isPending}
        error={factors.error}
        onRetry={() => void factors.refetch()}
      />
      {factors.data !== undefined && <PriceFactorsForm factors={factors.data} />}
    </section>
  );
}
