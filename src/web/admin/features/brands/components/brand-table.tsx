import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { brandInputSchema } from '../../../../../domain/api/brands.ts';
import type { Brand, brandListItemSchema } from '../../../../../domain/api/brands.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import {
  Field,
  FormError,
  Notice,
  fieldAria,
  inputClass,
  smallButtonClass,
} from '../../../components/form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useSaveBrand } from '../api/save-brand.ts';

type BrandListItem = z.infer<typeof brandListItemSchema>;

interface BrandFormValues {
  brand: string;
  manufacturerName: string;
  email: string;
  street: string;
  postalcode: string;
  city: string;
  country: string;
  isEurope: boolean;
  nameEurope: string;
  streetEurope: string;
  postalcodeEurope: string;
  cityEurope: string;
  emailEurope: string;
  rating: string;
}

function valuesOf(brand: Brand | null): BrandFormValues {
  return {
    brand: brand?.brand ?? '',
    manufacturerName: brand?.manufacturerName ?? '',
    email: brand?.email ?? '',
    street: brand?.address?.street ?? '',
    postalcode: brand?.address?.postalcode ?? '',
    city: brand?.address?.city ?? '',
    country: brand?.country ?? '',
    isEurope: brand?.isEurope ?? true,
    nameEurope: brand?.nameEurope ?? '',
    streetEurope: brand?.addressEurope?.street ?? '',
    postalcodeEurope: brand?.addressEurope?.postalcode ?? '',
    cityEurope: brand?.addressEurope?.city ?? '',
    emailEurope: brand?.emailEurope ?? '',
    rating: brand?.rating == null ? '' : String(brand.rating),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function address(street: string, postalcode: string, city: string) {
  return street.trim() === '' && postalcode.trim() === '' && city.trim() === ''
    ? null
    : { street, postalcode, city };
}

function brandOf(values: BrandFormValues) {
  return brandInputSchema.safeParse({
    brand: values.brand,
    manufacturerName: orNull(values.manufacturerName),
    email: orNull(values.email),
    address: address(values.street, values.postalcode, values.city),
    country: orNull(values.country),
    isEurope: values.isEurope,
    nameEurope: orNull(values.nameEurope),
    addressEurope: address(values.streetEurope, values.postalcodeEurope, values.cityEurope),
    emailEurope: orNull(values.emailEurope),
    rating: values.rating === '' ? null : Number(values.rating),
  });
}

/** The editor's field of a schema path: ['addressEurope', 'city'] is 'cityEurope'. */
function formFieldOf(path: readonly PropertyKey[], values: BrandFormValues): keyof BrandFormValues {
  const [first, second] = path.map(String);
  const key =
    first === 'address' && second !== undefined
      ? second
      : first === 'addressEurope' && second !== undefined
        ? `${second}Europe`
        : (first ?? 'brand');
  return (key in values ? key : 'brand') as keyof BrandFormValues;
}

function formatAddress(value: Brand['address']): string {
  if (value === null) return '–';
  return [value.street, `${value.postalcode} ${value.city}`.trim()].filter(Boolean).join(', ');
}

/** One brand, edited in place. Saving posts the brand and goes back to the view. */
function BrandEditor({
  brand,
  onDone,
  onSaved,
  idPrefix,
}: {
  brand: Brand | null;
  onDone: () => void;
  onSaved: (name: string) => void;
  idPrefix: string;
}) {
  const save = useSaveBrand();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<BrandFormValues>({ defaultValues: valuesOf(brand) });
  const isEurope = useWatch({ control, name: 'isEurope' });

  const submit = handleSubmit((values) => {
    const parsed = brandOf(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path, values);
        setError(field, {
          message: issue.message.startsWith('Bitte') ? issue.message : 'Bitte prüfe diese Angabe.',
        });
      }
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => onSaved(parsed.data.brand) });
  });

  const text = (name: keyof BrandFormValues, label: string, type = 'text') => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <input
          type={type}
          className={inputClass}
          readOnly={name === 'brand' && brand !== null}
          {...fieldAria(id, { error })}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormError message={save.isError ? errorMessage(save.error) : null} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {text('brand', 'Marke')}
        {text('manufacturerName', 'Hersteller')}
        {text('email', 'E-Mail', 'email')}
        <Field id={`${idPrefix}-rating`} label="Bewertung (1–5)">
          <select id={`${idPrefix}-rating`} className={inputClass} {...register('rating')}>
            <option value="">Keine</option>
            {[1, 2, 3, 4, 5].map((rating) => (
              <option key={rating} value={String(rating)}>
                {rating}
              </option>
            ))}
          </select>
        </Field>
        {text('street', 'Straße')}
        {text('postalcode', 'PLZ')}
        {text('city', 'Ort')}
        {text('country', 'Land')}
      </div>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('isEurope')} />
        Hersteller sitzt in der EU
      </label>
      {!isEurope && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {text('nameEurope', 'EU-Verantwortlicher')}
          {text('emailEurope', 'E-Mail (EU)', 'email')}
          {text('streetEurope', 'Straße (EU)')}
          {text('postalcodeEurope', 'PLZ (EU)')}
          {text('cityEurope', 'Ort (EU)')}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

/** The brand info list (docs/product.md §2.7): rows toggle between view and edit. */
export function BrandTable({ brands }: { brands: BrandListItem[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [onlyIncomplete, setOnlyIncomplete] = useState(false);
  // The editor closes on saving: the notice says the change was kept.
  const [saved, setSaved] = useState<string | null>(null);
  const edit = (name: string) => {
    setSaved(null);
    setEditing(name);
  };
  const onSaved = (name: string) => {
    setEditing(null);
    setSaved(name);
  };
  const shown = onlyIncomplete ? brands.filter((brand) => !brand.isComplete) : brands;
  const incomplete = brands.filter((brand) => !brand.isComplete).length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={() => edit('')} disabled={editing === ''}>
          Neue Marke
        </Button>
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={onlyIncomplete}
            onChange={(event) => setOnlyIncomplete(event.target.checked)}
          />
          Nur unvollständige ({incomplete})
        </label>
      </div>
      {saved !== null && <Notice>Marke „{saved}“ gespeichert.</Notice>}
      {editing === '' && (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
          <h2 className="mb-3 font-bold">Neue Marke</h2>
          <BrandEditor
            brand={null}
            idPrefix="brand-new"
            onDone={() => setEditing(null)}
            onSaved={onSaved}
          />
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {shown.map((brand, index) => (
          <li
            key={brand.brand}
            className={`rounded-2xl bg-white p-4 ring-1 ${brand.isComplete ? 'ring-ink/10' : 'ring-2 ring-sun-400'}`}
          >
            {editing === brand.brand ? (
              <BrandEditor
                brand={brand}
                idPrefix={`brand-${index}`}
                onDone={() => setEditing(null)}
                onSaved={onSaved}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-bold">
                    {brand.brand}
                    {!brand.isComplete && (
                      <span className="rounded-full bg-sun-100 px-2 py-0.5 text-xs font-bold">
                        Angaben fehlen · {brand.productCount} Artikel im Shop
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {brand.manufacturerName ?? 'Hersteller unbekannt'} ·{' '}
                    {brand.email ?? 'keine E-Mail'} · {formatAddress(brand.address)}
                    {brand.country !== null && ` · ${brand.country}`}
                  </p>
                  {!brand.isEurope && (
                    <p className="text-sm text-muted">
                      EU: {brand.nameEurope ?? '–'} · {brand.emailEurope ?? '–'} ·{' '}
                      {formatAddress(brand.addressEurope)}
                    </p>
                  )}
                  <p className="text-sm">
                    Bewertung: {brand.rating ?? '–'} · {brand.productCount} Artikel im Shop
                  </p>
                </div>
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => edit(brand.brand)}
                  aria-label={`${brand.brand} bearbeiten`}
                >
                  Bearbeiten
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
