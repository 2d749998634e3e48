import { CATEGORIES, SEASONS, SIZES, type Category } from '../../../../domain/catalog.ts';
import { toggleValue } from '../../../../domain/listing-search.ts';
import { SEASON_LABELS } from '../../../../domain/product-display.ts';
import type { AlertWish } from '../../../../domain/size-alerts.ts';

const CATEGORY_LABELS: Record<Category, string> = {
  Kleidung: 'Kleidung',
  Schlafsack: 'Schlafsäcke',
  Tonies: 'Tonies',
  Accessoires: 'Accessoires',
};
/** Head sizes of hats, beside the clothing sizes. */
const HAT_SIZES = [40, 42, 44, 46, 48, 50, 52, 54, 56];

const chip =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-semibold ring-1 ring-inset ring-ink/20 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700';

/** One choice of many as a row of chips (checkboxes): the alert's sizes, categories, seasons. */
function ChipGroup<T extends string | number>({
  legend,
  options,
  chosen,
  label = String,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  label?: (option: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={chip}>
            <input
              type="checkbox"
              className="sr-only"
              checked={chosen.includes(option)}
              onChange={() => onChange(toggleValue(chosen, option))}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Sizes, categories, seasons and (optionally) brands of a size alert. */
export function AlertWishFields({
  wish,
  brands,
  onChange,
}: {
  wish: AlertWish;
  /** The brands for sale now; none: no brand choice. */
  brands: readonly string[];
  onChange: (wish: AlertWish) => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      <ChipGroup
        legend="Größen"
        options={SIZES}
        chosen={wish.sizes}
        onChange={(sizes) => onChange({ ...wish, sizes })}
      />
      <ChipGroup
        legend="Hutgrößen (Kopfumfang)"
        options={HAT_SIZES}
        chosen={wish.sizes}
        onChange={(sizes) => onChange({ ...wish, sizes })}
      />
      <ChipGroup
        legend="Kategorien (keine: alle)"
        options={CATEGORIES}
        chosen={wish.categories}
        label={(category) => CATEGORY_LABELS[category]}
        onChange={(categories) => onChange({ ...wish, categories })}
      />
      <ChipGroup
        legend="Saison (keine: alle)"
        options={SEASONS}
        chosen={wish.seasons}
        label={(season) => SEASON_LABELS[season]}
        onChange={(seasons) => onChange({ ...wish, seasons })}
      />
      {brands.length > 0 && (
        <details className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
          <summary className="cursor-pointer font-semibold">
            Nur bestimmte Marken{wish.brands.length > 0 ? ` (${wish.brands.length})` : ''}
          </summary>
          <div className="mt-3 grid max-h-64 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
            {brands.map((brand) => (
              <label key={brand} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={wish.brands.includes(brand)}
                  onChange={() => onChange({ ...wish, brands: toggleValue(wish.brands, brand) })}
                />
                {brand}
              </label>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
