import { PageHead } from '../../components/page-head.tsx';
import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useBags } from '../features/bags/api/bags.ts';
import { BagList } from '../features/bags/components/bag-list.tsx';

/** /admin/taschen: the bags sellers announced online (decision 074), newest first. */
export function AdminBagsPage() {
  const bags = useBags();
  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Angemeldete Taschen" noIndex />
      <AdminHeading title="Angemeldete Taschen" />
      <p className="text-muted">
        Taschen, die Verkäuferinnen online angemeldet haben. Kommt eine Tasche an, scanne die
        Etiketten unter „Scannen“: Jeder Artikel öffnet sich mit allen Angaben.
      </p>
      {bags.data === undefined ? (
        <QueryState
          isPending={bags.isPending}
          error={bags.error}
          onRetry={() => void bags.refetch()}
        />
      ) : (
        <BagList bags={bags.data.bags} />
      )}
    </section>
  );
}
