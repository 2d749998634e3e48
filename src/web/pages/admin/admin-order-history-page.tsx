import { AdminHeading } from '../../admin/ui/query-state.tsx';
import { PageHead } from '../../features/site/components/page-head.tsx';

/** /admin/orderhistory: the order admin API is not built yet. */
export function AdminOrderHistoryPage() {
  return (
    <section>
      <PageHead title="Bestellhistorie" noIndex />
      <AdminHeading title="Bestellhistorie" />
      <div className="rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ink/10">
        <p className="text-lg font-semibold">Die Bestellhistorie kommt bald.</p>
        <p className="mt-2 text-muted">
          Offene Bestellungen findest du bis dahin auf der Packliste.
        </p>
      </div>
    </section>
  );
}
