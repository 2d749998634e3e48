import type { z } from 'zod';
import type { sortOutListSchema, SortOutReason } from '../../../../../domain/api/packing.ts';
import { SORT_OUT_CHOICE_LABELS } from '../../../../../domain/item-ends.ts';
import { UNSOLD_CHOICES, type UnsoldChoice } from '../../../../../domain/seller-signup.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError } from '../../../components/form.tsx';
import { formatDate } from '../../../components/query-state.tsx';
import { useToggleSortOutPacked } from '../api/sort-out-list.ts';
import { PackItemGroups } from './pack-item-group.tsx';

type SortOutItem = z.output<typeof sortOutListSchema>['items'][number];

const REASON_NOTES: Record<Exclude<SortOutReason, 'old'>, string> = {
  ended: 'Zeit abgelaufen, offline',
  inactive: 'offline',
  rejected: 'nicht angenommen',
  sellerLeft: 'Verkäuferin hat aufgehört, offline',
};

function reasonNote(item: SortOutItem): string {
  return item.reason === 'old'
    ? `online seit ${formatDate(item.listedAt)}`
    : REASON_NOTES[item.reason];
}

/**
 * Items to take out of the boxes (online N days or more, offline, or turned down at hand-in),
 * in one section per seller's choice (decision 076), each grouped like the pack list.
 */
export function SortOutList({ list }: { list: z.output<typeof sortOutListSchema> }) {
  const toggle = useToggleSortOutPacked();
  const sections = [...UNSOLD_CHOICES, 'none' as const]
    .map((choice) => ({
      choice,
      items: list.items.filter((item) => (item.choice ?? 'none') === choice),
    }))
    .filter((section) => section.items.length > 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        Artikel, die {list.olderThanDays} Tage oder länger online sind, offline genommen oder bei
        der Abgabe nicht angenommen wurden: {list.items.length}.
      </p>
      <FormError message={toggle.isError ? errorMessage(toggle.error) : null} />
      {list.items.length === 0 ? (
        <p className="py-6 text-center text-muted">Nichts auszusortieren.</p>
      ) : (
        sections.map((section) => (
          <section
            key={section.choice}
            data-testid={`sort-out-${section.choice}`}
            className="flex flex-col gap-2"
          >
            <h2 className="text-base font-bold">
              {SORT_OUT_CHOICE_LABELS[section.choice as UnsoldChoice | 'none']} (
              {section.items.length})
            </h2>
            <PackItemGroups
              items={section.items}
              isPacked={(item) => item.isPacked}
              busyId={toggle.isPending ? (toggle.variables?.productId ?? null) : null}
              note={reasonNote}
              onToggle={(item) => toggle.mutate({ productId: item._id, packed: !item.isPacked })}
            />
          </section>
        ))
      )}
    </div>
  );
}
