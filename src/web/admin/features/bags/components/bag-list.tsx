import { Link } from '../../../../components/ui/link.tsx';
import type { AdminBagSummary } from '../../../../../domain/api/seller-bags.ts';
import { paths } from '../../../../lib/paths.ts';
import { formatDateTime } from '../../../components/query-state.tsx';

/** "Angemeldete Taschen": one card per bag, newest first; a bag opens its items. */
export function BagList({ bags }: { bags: AdminBagSummary[] }) {
  if (bags.length === 0) {
    return <p className="text-muted">Noch hat niemand eine Tasche online angemeldet.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white px-4 ring-1 ring-ink/10">
      {bags.map((bag) => (
        <li key={bag.id} className="py-3" data-testid="admin-bag">
          <Link
            to={paths.adminBag.getHref(bag.id)}
            className="flex flex-col gap-1 font-semibold text-brand-800"
          >
            <span className="underline">
              Tasche {bag.id} · Verkäufer {bag.sellerNumber} ({bag.sellerName})
            </span>
            <span className="text-sm font-normal text-ink">
              {bag.items} {bag.items === 1 ? 'Artikel' : 'Artikel'} · angemeldet am{' '}
              {formatDateTime(bag.announcedAt)}
            </span>
            <span className="text-sm font-normal text-muted">
              {bag.open} offen · {bag.takenIn} angenommen · {bag.rejected} abgelehnt
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
