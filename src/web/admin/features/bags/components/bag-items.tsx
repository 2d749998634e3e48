import { Link } from '../../../../components/ui/link.tsx';
import type { AdminBag, AnnouncedState } from '../../../../../domain/api/seller-bags.ts';
import { formatEuros } from '../../../../../domain/money.ts';
import { paths } from '../../../../lib/paths.ts';

const STATE_LABELS: Record<AnnouncedState, string> = {
  angemeldet: 'Offen',
  angenommen: 'Angenommen',
  abgelehnt: 'Abgelehnt',
};

/** One bag's items: what the seller said and suggested; each opens the item form. */
export function BagItems({ bag }: { bag: AdminBag }) {
  return (
    <ul className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white px-4 ring-1 ring-ink/10">
      {bag.entries.map((entry) => (
        <li key={entry._id} className="flex flex-col gap-1 py-3" data-testid="admin-bag-item">
          <Link
            to={paths.adminProduct.getHref(entry._id)}
            className="font-semibold text-brand-800 underline"
          >
            Nr. {entry.itemNumber} ·{' '}
            {[entry.name, entry.brand, entry.size === null ? null : `Gr. ${entry.size}`]
              .filter((part) => part !== null && part !== '')
              .join(' · ')}
          </Link>
          <p className="text-sm">
            {entry.category} · {entry.condition} ·{' '}
            {entry.season === '-' ? 'Ganzjährig' : entry.season}
            {entry.imageIds.length > 0 && ` · ${entry.imageIds.length} Foto(s)`}
          </p>
          <p className="text-sm text-muted">
            {STATE_LABELS[entry.state]} ·{' '}
            {entry.suggestion === null
              ? 'kein Preisvorschlag'
              : `Vorschlag ${formatEuros(entry.suggestion.price)}${
                  entry.suggestion.sales > 0 ? ` (aus ${entry.suggestion.sales} Verkäufen)` : ''
                }`}
          </p>
          {entry.rejectionReason !== null && (
            <p className="text-sm font-semibold text-sale">Grund: {entry.rejectionReason}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
