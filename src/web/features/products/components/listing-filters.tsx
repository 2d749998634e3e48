import { useId } from 'react';
import type { ProductFilters } from '../../../../domain/api/product.ts';
import type { ProductSort } from '../../../../domain/catalog.ts';
import { PRODUCT_SORTS } from '../../../../domain/catalog.ts';
import { SORT_LABELS, activeFilterCount, toggleValue } from '../../../../domain/listing-search.ts';
import type { ListingFilters } from '../../../../domain/listing-search.ts';
import { SIZE_KIND_LABELS, type SizeGroup, type SizeKind } from '../../../../domain/size-groups.ts';

/**
 * The filter values on offer. `saleCountApplies: false` where the sale count is not of the items
 * being filtered (a search offers the whole shop's values beside its own sizes).
 */
export type AvailableFilters = ProductFilters & { saleCountApplies?: boolean };

export interface FilterProps {
  filters: ListingFilters;
  available: AvailableFilters | undefined;
  onChange: (filters: ListingFilters) => void;
}

const chip =
  'relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold ring-1 ring-inset';
const chipOn = 'bg-brand-700 text-white ring-brand-700';
const chipOff = 'bg-white text-ink ring-ink/20 hover:bg-brand-50';

/**
 * Size chips: the parent's most important filter, always in view above the list. Head sizes and
 * sleeping-bag lengths come under their own heading, apart from clothing sizes (the search and
 * the accessories offer several kinds).
 */
export function SizeFilter({ filters, available, onChange }: FilterProps) {
  const idPrefix = useId();
  // While the filter values load, one row of chips is held free so the list does not jump.
  if (available === undefined) return <div aria-hidden="true" className="h-13" />;
  const groups = available.sizeGroups;
  if (groups.length === 0) return null;
  const chips = (kind: SizeKind, sizes: readonly number[]) =>
    sizes.map((size) => {
      const on = filters.sizes.includes(size);
      return (
        <button
          key={`${kind}-${size}`}
          type="button"
          aria-pressed={on}
          onClick={() => onChange({ ...filters, sizes: toggleValue(filters.sizes, size) })}
          className={`${chip} shrink-0 ${on ? chipOn : chipOff}`}
        >
          <span className="sr-only">{SIZE_KIND_LABELS[kind]} </span>
          {size}
        </button>
      );
    });
  // Clothing sizes alone need no heading; a head size or a length always says what it is.
  if (groups.length === 1 && groups[0]!.kind === 'clothing') {
    const [{ kind, sizes }] = groups as [SizeGroup];
    return (
      <div
        role="group"
        aria-label={SIZE_KIND_LABELS[kind]}
        className="relative flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible"
      >
        {chips(kind, sizes)}
      </div>
    );
  }
  // On a phone the kinds follow each other in one row that scrolls; wider, each has a row.
  return (
    <div
      role="group"
      aria-label="Größen"
      className="relative flex gap-5 overflow-x-auto pb-2 sm:flex-col sm:gap-2 sm:overflow-visible"
    >
      {groups.map(({ kind, sizes }) => {
        const id = `${idPrefix}-${kind}`;
        return (
          <div
            key={kind}
            role="group"
            aria-labelledby={id}
            className="flex shrink-0 items-center gap-2 sm:flex-wrap"
          >
            <span id={id} className="shrink-0 text-sm font-semibold text-muted sm:w-32">
              {SIZE_KIND_LABELS[kind]}
            </span>
            {chips(kind, sizes)}
          </div>
        );
      })}
    </div>
  );
}

export function SortSelect({ filters, onChange }: Omit<FilterProps, 'available'>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Sortieren
      </label>
      <select
        id={id}
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as ProductSort })}
        className="min-h-11 rounded-full bg-white px-3 text-sm ring-1 ring-ink/20"
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ResetFiltersButton({ filters, onChange }: Omit<FilterProps, 'available'>) {
  const count = activeFilterCount(filters);
  if (count === 0) return null;
  return (
    <button
      type="button"
      onClick={() =>
        onChange({
          sizes: [],
          seasons: [],
          brands: [],
          conditions: [],
          sale: false,
          sort: filters.sort,
        })
      }
      className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-800 underline"
    >
      Filter zurücksetzen ({count})
    </button>
  );
}
