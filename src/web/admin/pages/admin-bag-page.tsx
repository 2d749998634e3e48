import { useParams } from 'react-router';
import { PageHead } from '../../components/page-head.tsx';
import { AdminHeading, QueryState, formatDateTime } from '../components/query-state.tsx';
import { PrintLabels } from '../features/labels/components/print-labels.tsx';
import { useBag } from '../features/bags/api/bags.ts';
import { BagItems } from '../features/bags/components/bag-items.tsx';

/** /admin/taschen/:bagId: one announced bag and its items; each opens the item form. */
export function AdminBagPage() {
  const bagId = Number(useParams().bagId);
  const bag = useBag(bagId);
  const title = `Tasche ${bagId}`;
  if (bag.data === undefined) {
    return (
      <section>
        <PageHead title={title} noIndex />
        <AdminHeading title={title} />
        <QueryState
          isPending={bag.isPending}
          error={bag.error}
          onRetry={() => void bag.refetch()}
        />
      </section>
    );
  }
  const found = bag.data;
  return (
    <section className="flex flex-col gap-4">
      <PageHead title={title} noIndex />
      <AdminHeading title={title} />
      <p>
        Verkäufer {found.sellerNumber} ({found.sellerName}) · angemeldet am{' '}
        {formatDateTime(found.announcedAt)} · {found.items} Artikel: {found.open} offen,{' '}
        {found.takenIn} angenommen, {found.rejected} abgelehnt
      </p>
      <details className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">
          Etiketten drucken
        </summary>
        <div className="pt-3">
          <PrintLabels choice={{ items: found.entries.map((entry) => entry.itemNumber) }} />
        </div>
      </details>
      <BagItems bag={found} />
    </section>
  );
}
