import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { activeFilterCount } from '../../../../domain/listing-search.ts';
import { laterPart } from '../../../components/later-part.tsx';
import { useOpenedOnce } from '../../../components/ui/use-opened-once.ts';
import { ResetFiltersButton, SizeFilter, SortSelect } from './listing-filters.tsx';
import type { FilterProps } from './listing-filters.tsx';

// The drawer (Radix's dialog, 13 KB brotli) loads when "Weitere Filter" is first tapped, not with
// the listing (issue 33), as the other drawers do (decision 015).
const Drawer = lazy(() =>
  import('../../../components/ui/drawer.tsx').then(({ Drawer }) => ({ default: Drawer })),
);

// Season, brand, condition and sale: hidden on a phone until the drawer opens, beside the items
// on a wide screen, where the server's HTML shows them until their code comes (decision 085).
const MoreFilters = laterPart<FilterProps>(
  () => import('./listing-more-filters.tsx').then(({ MoreFilters }) => MoreFilters),
  'more-filters',
);

/**
 * The filters above a listing or search results: sizes, order, reset, and on a phone "Weitere
 * Filter" in a drawer (a wide screen shows them beside the list, placed by the page).
 */
export function ListingFilterBar({ filters, available, onChange }: FilterProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const count = activeFilterCount(filters);
  return (
    <>
      <section aria-label="Filter" className="mb-4 flex flex-col gap-3">
        <SizeFilter filters={filters} available={available} onChange={onChange} />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-ink/20 lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Weitere Filter{count > 0 ? ` (${count})` : ''}
          </button>
          <SortSelect filters={filters} onChange={onChange} />
          <ResetFiltersButton filters={filters} onChange={onChange} />
        </div>
      </section>
      {opened && (
        <Suspense fallback={null}>
          <Drawer open={open} onOpenChange={setOpen} side="left" title="Filter">
            <MoreFilters filters={filters} available={available} onChange={onChange} />
          </Drawer>
        </Suspense>
      )}
    </>
  );
}

/** A listing's body: on a wide screen "Weitere Filter" beside the items. */
export function ListingWithSidebar({
  filters,
  available,
  onChange,
  children,
}: FilterProps & { children: ReactNode }) {
  return (
    <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-8">
      <aside aria-label="Weitere Filter" className="hidden lg:block">
        <MoreFilters filters={filters} available={available} onChange={onChange} />
      </aside>
      <div>{children}</div>
    </div>
  );
}
