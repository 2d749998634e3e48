import { useState } from 'react';
import { CATEGORIES, SEASONS, SIZES } from '../../../../../domain/catalog.ts';
import type { Category, Season } from '../../../../../domain/catalog.ts';
import { saleConfirmationReasons } from '../../../../../domain/sale-guard.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { Field, FormError, Notice, fieldAria, inputClass } from '../../../components/form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useApplySale } from '../api/apply-sale.ts';
import type { SaleAction } from '../api/apply-sale.ts';

interface SaleSelection {
  action: 'start' | 'end';
  discount: string;
  category: Category | '';
  brands: string[];
  sellerNumber: string;
  sizeMin: string;
  sizeMax: string;
  seasons: Season[];
}

const INITIAL: SaleSelection = {
  action: 'start',
  discount: '20',
  category: '',
  brands: [],
  sellerNumber: '',
  sizeMin: '',
  sizeMax: '',
  seasons: [],
};

function actionOf(selection: SaleSelection, preview: boolean): SaleAction | string {
  const discount = Number(selection.discount);
  if (
    selection.action === 'start' &&
    !(Number.isInteger(discount) && discount >= 1 && discount <= 100)
  ) {
    return 'Bitte gib einen Rabatt von 1 bis 100 % an.';
  }
  return {
    action: selection.action,
    ...(selection.action === 'start' ? { discount } : {}),
    preview,
    filter: {
      ...(selection.category !== '' ? { category: selection.category } : {}),
      ...(selection.brands.length > 0 ? { brands: selection.brands } : {}),
      ...(selection.sellerNumber !== '' ? { sellerNumber: Number(selection.sellerNumber) } : {}),
      ...(selection.sizeMin !== '' ? { sizeMin: Number(selection.sizeMin) } : {}),
      ...(selection.sizeMax !== '' ? { sizeMax: Number(selection.sizeMax) } : {}),
      ...(selection.seasons.length > 0 ? { seasons: selection.seasons } : {}),
    },
  };
}

/** Starts or ends a sale for a selection: a preview counts the items first, then apply. */
export function SaleForm({
  sellers,
  brands,
}: {
  sellers: { number: number; name: string }[];
  brands: { brand: string }[];
}) {
  const sale = useApplySale();
  const [selection, setSelection] = useState<SaleSelection>(INITIAL);
  const [previewCount, setPreviewCount] = useState<number | null>(null);
  const [appliedCount, setAppliedCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Why the sale waits for a second "yes" (many items, 100 %), after the server's fresh count. */
  const [confirmation, setConfirmation] = useState<string[] | null>(null);

  const change = (patch: Partial<SaleSelection>) => {
    setSelection((current) => ({ ...current, ...patch }));
    setPreviewCount(null);
    setAppliedCount(null);
    setConfirmation(null);
  };

  const run = (preview: boolean) => {
    const action = actionOf(selection, preview);
    if (typeof action === 'string') {
      setError(action);
      return;
    }
    setError(null);
    setConfirmation(null);
    sale.mutate(action, {
      onSuccess: (result) => {
        if (preview) setPreviewCount(result.count);
        else {
          setAppliedCount(result.count);
          setPreviewCount(null);
        }
      },
    });
  };

  // The count is asked for again right before applying: items may have come in since the
  // preview, and the question must name what will really change.
  const apply = () => {
    const counting = actionOf(selection, true);
    if (typeof counting === 'string') {
      setError(counting);
      return;
    }
    setError(null);
    sale.mutate(counting, {
      onSuccess: (result) => {
        setPreviewCount(result.count);
        const reasons = saleConfirmationReasons({
          action: counting.action,
          discount: counting.discount,
          count: result.count,
        });
        if (reasons.length > 0) setConfirmation(reasons);
        else if (result.count > 0) run(false);
      },
    });
  };

  const discountError = error ?? undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run(true);
      }}
      className="flex flex-col gap-5"
    >
      <FormError message={sale.isError ? errorMessage(sale.error) : null} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 font-bold">Was soll passieren?</legend>
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="radio"
            name="sale-action"
            className="size-5 accent-brand-700"
            checked={selection.action === 'start'}
            onChange={() => change({ action: 'start' })}
          />
          Sale starten
        </label>
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="radio"
            name="sale-action"
            className="size-5 accent-brand-700"
            checked={selection.action === 'end'}
            onChange={() => change({ action: 'end' })}
          />
          Sale beenden
        </label>
      </fieldset>
      {selection.action === 'start' && (
        <Field id="sale-discount" label="Rabatt in %" error={discountError} className="max-w-xs">
          <input
            inputMode="numeric"
            className={inputClass}
            value={selection.discount}
            onChange={(event) => change({ discount: event.target.value })}
            {...fieldAria('sale-discount', { error: discountError })}
          />
        </Field>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 font-bold">Welche Artikel? (leer = alle)</legend>
        <Field id="sale-category" label="Kategorie">
          <select
            id="sale-category"
            className={inputClass}
            value={selection.category}
            onChange={(event) => change({ category: event.target.value as Category | '' })}
          >
            <option value="">Alle</option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </Field>
        <Field id="sale-seller" label="Verkäufer">
          <select
            id="sale-seller"
            className={inputClass}
            value={selection.sellerNumber}
            onChange={(event) => change({ sellerNumber: event.target.value })}
          >
            <option value="">Alle</option>
            {sellers.map((seller) => (
              <option key={seller.number} value={String(seller.number)}>
                {seller.number} – {seller.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="sale-size-min" label="Größe ab">
          <select
            id="sale-size-min"
            className={inputClass}
            value={selection.sizeMin}
            onChange={(event) => change({ sizeMin: event.target.value })}
          >
            <option value="">Beliebig</option>
            {SIZES.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </Field>
        <Field id="sale-size-max" label="Größe bis">
          <select
            id="sale-size-max"
            className={inputClass}
            value={selection.sizeMax}
            onChange={(event) => change({ sizeMax: event.target.value })}
          >
            <option value="">Beliebig</option>
            {SIZES.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </Field>
        <Field
          id="sale-brands"
          label="Marken"
          hint="Mehrere mit Strg/⌘ oder langem Tippen wählen."
          className="sm:col-span-2"
        >
          <select
            multiple
            className={`${inputClass} h-32`}
            value={selection.brands}
            onChange={(event) =>
              change({ brands: Array.from(event.target.selectedOptions, (option) => option.value) })
            }
            {...fieldAria('sale-brands', { hint: true })}
          >
            {brands.map((brand) => (
              <option key={brand.brand}>{brand.brand}</option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-1 sm:col-span-2">
          <legend className="text-sm font-semibold">Saison</legend>
          <div className="flex flex-wrap gap-x-4">
            {SEASONS.map((season) => (
              <label key={season} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={selection.seasons.includes(season)}
                  onChange={(event) =>
                    change({
                      seasons: event.target.checked
                        ? [...selection.seasons, season]
                        : selection.seasons.filter((entry) => entry !== season),
                    })
                  }
                />
                {season === '-' ? 'Ganzjährig (-)' : season}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={sale.isPending}>
          Vorschau
        </Button>
        {previewCount !== null && (
          <>
            <p role="status" className="font-semibold">
              {previewCount === 1 ? '1 Artikel wird' : `${previewCount} Artikel werden`} geändert.
            </p>
            {confirmation === null && (
              <Button onClick={apply} disabled={sale.isPending || previewCount === 0}>
                {selection.action === 'start'
                  ? `Sale mit ${selection.discount} % starten`
                  : 'Sale beenden'}
              </Button>
            )}
          </>
        )}
      </div>
      {confirmation !== null && (
        <div
          role="alertdialog"
          aria-labelledby="sale-confirm-question"
          className="flex flex-col gap-3 rounded-2xl bg-sun-100 p-4"
        >
          <p id="sale-confirm-question" className="font-bold">
            {confirmation.join(' ')} Wirklich anwenden?
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => run(false)} disabled={sale.isPending}>
              Ja, anwenden
            </Button>
            <Button variant="secondary" onClick={() => setConfirmation(null)}>
              Abbrechen
            </Button>
          </div>
        </div>
      )}
      {appliedCount !== null && (
        <Notice>
          Fertig: {appliedCount === 1 ? '1 Artikel wurde' : `${appliedCount} Artikel wurden`}{' '}
          geändert.
        </Notice>
      )}
    </form>
  );
}
