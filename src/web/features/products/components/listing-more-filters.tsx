import type { ReactNode } from 'react';
import { activeFilterCount, toggleValue } from '../../../../domain/listing-search.ts';
import { SEASON_LABELS } from '../../../../domain/product-display.ts';
import type { FilterProps } from './listing-filters.tsx';

// A listing's further filters: in the drawer on a phone, beside the items on a wide screen. Not
// part of a listing's first download (decision 085): the drawer loads them with itself, the
// sidebar as a part whose code comes later (listing-filter-bar.tsx).

function CheckboxGroup<T extends string>({
  legend,
  values,
  selected,
  label,
  onToggle,
  scroll = false,
}: {
  legend: string;
  values: readonly T[];
  selected: readonly T[];
  label: (value: T) => ReactNode;
  onToggle: (value: T) => void;
  scroll?: boolean;
}) {
  if (values.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-bold text-brand-800">{legend}</legend>
      <div
        className={
          scroll ? 'flex max-h-56 flex-col gap-1 overflow-y-auto pr-2' : 'flex flex-col gap-1'
        }
      >
        {values.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 hover:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={selected.includes(value)}
              onChange={() => onToggle(value)}
              className="size-5 accent-brand-700"
            />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Season, brand, condition and sale, plus a reset. */
export function MoreFilters({ filters, available, onChange }: FilterProps) {
  // The sale count is the whole listing's: shown only where it is what ticking the box finds,
  // not beside a size, season, brand or condition that narrows the list.
  const saleCountFits =
    available?.saleCountApplies !== false && activeFilterCount({ ...filters, sale: false }) === 0;
  return (
    <div className="flex flex-col gap-5">
      {(available?.saleCount ?? 0) > 0 || filters.sale ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 font-bold text-sale hover:bg-brand-50">
          <input
            type="checkbox"
            checked={filters.sale}
            onChange={() => onChange({ ...filters, sale: !filters.sale })}
            className="size-5 accent-brand-700"
          />
          Nur Sale-Artikel
          {available !== undefined && saleCountFits && (
            <span className="font-normal text-muted">({available.saleCount})</span>
          )}
        </label>
      ) : null}
      <CheckboxGroup
        legend="Saison"
        values={available?.seasons ?? []}
        selected={filters.seasons}
        label={(season) => SEASON_LABELS[season]}
        onToggle={(season) =>
          onChange({ ...filters, seasons: toggleValue(filters.seasons, season) })
        }
      />
      <CheckboxGroup
        legend="Zustand"
        values={available?.conditions ?? []}
        selected={filters.conditions}
        label={(condition) => condition}
        onToggle={(condition) =>
          onChange({ ...filters, conditions: toggleValue(filters.conditions, condition) })
        }
      />
      <CheckboxGroup
        legend="Marke"
        values={available?.brands ?? []}
        selected={filters.brands}
        label={(brand) => brand}
        onToggle={(brand) => onChange({ ...filters, brands: toggleValue(filters.brands, brand) })}
        scroll
      />
    </div>
  );
}
