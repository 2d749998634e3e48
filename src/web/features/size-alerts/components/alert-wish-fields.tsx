import {
  CATEGORIES,
  SEASONS,
  SIZES,
  type Category,
  type Season,
} from '../../../../domain/catalog.ts';
import type { AlertWish } from '../../../../domain/size-alerts.ts';

const CATEGORY_LABELS: Record<Category, string> = {
  Kleidung: 'Kleidung',
  Schlafsack: 'Schlafsäcke',
  Tonies: 'Tonies',
  Accessoires: 'Accessoires',
};
const SEASON_LABELS: Record<Season, string> = {
  Sommer: 'Sommer',
  '-': 'Ganzjährig',
  Übergang: 'Übergang',
  Winter: 'Winter',
};
/** Head sizes of hats, beside the clothing sizes. */
const HAT_SIZES = [40, 42, 44, 46, 48, 50, 52, 54, 56];

const chip =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-semibold ring-1 ring-inset ring-ink/20 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700';

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
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
  const sizeChips = (sizes: readonly number[], label: string) => (
    <fieldset>
      <legend className="font-semibold">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size} className={chip}>
            <input
              type="checkbox"
              className="sr-only"
              checked={wish.sizes.includes(size)}
              onChange={() => onChange({ ...wish, sizes: toggle(wish.sizes, size) })}
            />
            {size}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="flex flex-col gap-5">
      {sizeChips(SIZES, 'Größen')}
      {sizeChips(HAT_SIZES, 'Hutgrößen (Kopfumfang)')}
      <fieldset>
        <legend className="font-semibold">Kategorien (keine: alle)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CATEGORIES.map((category) => (
            <label key={category} className={chip}>
              <input
                type="checkbox"
                className="sr-only"
                checked={wish.categories.includes(category)}
                onChange={() =>
                  onChange({ ...wish, categories: toggle(wish.categories, category) })
                }
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">Saison (keine: alle)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SEASONS.map((season) => (
            <label key={season} className={chip}>
              <input
                type="checkbox"
                className="sr-only"
                checked={wish.seasons.includes(season)}
                onChange={() => onChange({ ...wish, seasons: toggle(wish.seasons, season) })}
              />
              {SEASON_LABELS[season]}
            </label>
          ))}
        </div>
      </fieldset>
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
                  onChange={() => onChange({ ...wish, brands: toggle(wish.brands, brand) })}
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
