import { useForm, useWatch } from 'react-hook-form';
import { priceFactorsSchema } from '../../../../../domain/api/price-factors.ts';
import { CATEGORIES, CONDITIONS } from '../../../../../domain/catalog.ts';
import { formatEuro, formatEuroAmount } from '../../../../../domain/money.ts';
import { suggestPriceCents } from '../../../../../domain/price-suggestion.ts';
import type { PriceFactors } from '../../../../../domain/price-suggestion.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { Field, FormError, Notice, fieldAria, inputClass } from '../../../components/form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useUpdatePriceFactors } from '../api/price-factors.ts';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

type Values = Record<string, string>;

const factorText = (factor: number) => String(factor).replace('.', ',');
const num = (text: string | undefined) =>
  text !== undefined && /^\d+([.,]\d+)?$/.test(text.trim())
    ? Number(text.trim().replace(',', '.'))
    : NaN;

function valuesOf(factors: PriceFactors): Values {
  const values: Values = { minimum: formatEuroAmount(factors.minimumPriceCents) };
  for (const category of CATEGORIES)
    values[`base-${category}`] = formatEuroAmount(factors.basePriceCents[category]);
  for (const condition of CONDITIONS)
    values[`cond-${condition}`] = factorText(factors.conditionFactor[condition]);
  for (const rating of RATINGS)
    values[`rating-${rating}`] = factorText(factors.brandRatingFactor[rating]);
  return values;
}

function factorsOf(values: Partial<Values>) {
  const cents = (text: string | undefined) => Math.round(num(text) * 100);
  return priceFactorsSchema.safeParse({
    basePriceCents: Object.fromEntries(CATEGORIES.map((c) => [c, cents(values[`base-${c}`])])),
    conditionFactor: Object.fromEntries(CONDITIONS.map((c) => [c, num(values[`cond-${c}`])])),
    brandRatingFactor: Object.fromEntries(RATINGS.map((r) => [r, num(values[`rating-${r}`])])),
    minimumPriceCents: cents(values.minimum),
  });
}

/** Base price per category × condition factor × brand-rating factor, never below the minimum. */
export function PriceFactorsForm({ factors }: { factors: PriceFactors }) {
  const update = useUpdatePriceFactors();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: valuesOf(factors) });
  const preview = factorsOf(useWatch({ control }));

  const input = (name: string, label: string, hint?: string) => {
    const id = `price-${name.replace(/\W+/g, '-')}`;
    const error = errors[name]?.message;
    return (
      <Field key={name} id={id} label={label} error={error} hint={hint}>
        <input
          inputMode="decimal"
          className={inputClass}
          {...fieldAria(id, { error, hint })}
          {...register(name)}
        />
      </Field>
    );
  };

  const submit = handleSubmit((values) => {
    const parsed = factorsOf(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [group, key] = issue.path.map(String);
        const name =
          group === 'basePriceCents'
            ? `base-${key}`
            : group === 'conditionFactor'
              ? `cond-${key}`
              : group === 'brandRatingFactor'
                ? `rating-${key}`
                : 'minimum';
        setError(name, {
          message:
            name.startsWith('base') || name === 'minimum'
              ? 'Bitte einen Betrag wie 6,00 angeben (höchstens 1.000 €).'
              : 'Bitte einen Faktor zwischen 0,05 und 10 angeben.',
        });
      }
      return;
    }
    update.mutate(parsed.data);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <FormError message={update.isError ? errorMessage(update.error) : null} />
      {update.isSuccess && <Notice>Preise und Faktoren gespeichert.</Notice>}
      <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <legend className="mb-2 font-bold">Grundpreis je Kategorie in €</legend>
        {CATEGORIES.map((category) => input(`base-${category}`, category))}
        {input('minimum', 'Mindestpreis')}
      </fieldset>
      <fieldset className="grid grid-cols-3 gap-3">
        <legend className="mb-2 font-bold">Faktor je Zustand</legend>
        {CONDITIONS.map((condition) => input(`cond-${condition}`, condition))}
      </fieldset>
      <fieldset className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        <legend className="mb-2 font-bold">Faktor je Markenbewertung</legend>
        {RATINGS.map((rating) =>
          input(
            `rating-${rating}`,
            `${rating} ${rating === '1' ? 'Stern' : 'Sterne'}`,
            rating === '3' ? 'Auch für Marken ohne Bewertung.' : undefined,
          ),
        )}
      </fieldset>
      {preview.success && (
        <div className="overflow-x-auto rounded-2xl bg-white p-4 ring-1 ring-ink/10">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-bold">
              Vorschläge (Marke ohne Bewertung)
            </caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  Kategorie
                </th>
                {CONDITIONS.map((condition) => (
                  <th key={condition} scope="col" className="text-right">
                    {condition}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {CATEGORIES.map((category) => (
                <tr key={category} className="border-t border-ink/10">
                  <th scope="row" className="py-1 text-left font-semibold">
                    {category}
                  </th>
                  {CONDITIONS.map((condition) => (
                    <td key={condition} className="text-right">
                      {formatEuro(
                        suggestPriceCents(preview.data, { category, condition, brandRating: null }),
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
      </div>
    </form>
  );
}
