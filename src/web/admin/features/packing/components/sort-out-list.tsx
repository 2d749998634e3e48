import type { z } from 'zod';
import type { sortOutListSchema } from '../../../../../domain/api/packing.ts';
import { SELLER_WISH_LABELS } from '../../../../../domain/api/seller-page.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError } from '../../../components/form.tsx';
import { formatDate } from '../../../components/query-state.tsx';
import { useToggleSortOutPacked } from '../api/sort-out-list.ts';
import { PackItemGroups } from './pack-item-group.tsx';

/** Items to take out of the boxes (older than N days or offline), grouped like the pack list. */
export function SortOutList({ list }: { list: z.output<typeof sortOutListSchema> }) {
  const toggle = useToggleSortOutPacked();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        Artikel, die länger als {list.olderThanDays} Tage online sind oder offline genommen wurden:{' '}
        {list.items.length}.
      </p>
      <FormError message={toggle.isError ? errorMessage(toggle.error) : null} />
      {list.items.length === 0 ? (
        <p className="py-6 text-center text-muted">Nichts auszusortieren.</p>
      ) : (
        <PackItemGroups
          items={list.items}
          isPacked={(item) => item.isPacked}
          busyId={toggle.isPending ? (toggle.variables?.productId ?? null) : null}
          note={(item) =>
            [
              item.reason === 'inactive'
                ? 'offline'
                : item.reason === 'sellerLeft'
                  ? // Decision 077: her stored choice, when she gave one.
                    `Verkäuferin hat aufgehört${item.sellerChoice === 'keep' ? ' · bleibt beim Shop' : ''}`
                  : `seit ${formatDate(item.createdAt)}`,
              // The seller's wish from her page (decision 043).
              item.sellerWish === null
                ? null
                : `Verkäuferin: ${SELLER_WISH_LABELS[item.sellerWish].toLowerCase()}`,
            ]
              .filter((part) => part !== null)
              .join(' · ')
          }
          onToggle={(item) => toggle.mutate({ productId: item._id, packed: !item.isPacked })}
        />
      )}
    </div>
  );
}
