import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ProductInput } from '../../../../../domain/api/admin-products.ts';
import { CONDITIONS, SEASONS, SIZES } from '../../../../../domain/catalog.ts';
import type { Category } from '../../../../../domain/catalog.ts';
import { DEFECTS_MAX, DESCRIPTION_MAX } from '../../../../../domain/api/admin-products.ts';
import { listingConfirmations } from '../../../../../domain/listing-guard-rails.ts';
import { eurosToCents, formatEuro } from '../../../../../domain/money.ts';
import { suggestPriceCents } from '../../../../../domain/price-suggestion.ts';
import type { PriceFactors } from '../../../../../domain/price-suggestion.ts';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Field,
  FormError,
  fieldAria,
  inputClass,
  smallButtonClass,
} from '../../../components/form.tsx';
import { useUploadImage } from '../api/upload-image.ts';
import { euroText, toProductInput } from '../lib/product-form-values.ts';
import type { ProductFormValues, PublicationMode } from '../lib/product-form-values.ts';
import { ListingConfirmDialog } from './listing-confirm-dialog.tsx';
import { PublicationFields } from './publication-fields.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import type { PhotoEntry } from './photo-picker.tsx';

interface ProductFormProps {
  /** Fixed by the route (/admin/neuekleidung …) or by the item being edited. */
  category: Category;
  initialValues: ProductFormValues;
  initialPhotos?: PhotoEntry[];
  sellers: { number: number; name: string }[];
  brands: { brand: string; rating: number | null }[];
  priceFactors: PriceFactors | undefined;
  submitLabel: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (input: ProductInput, values: ProductFormValues) => void;
  /** Editing an existing item (the box is not carried over to a next entry). */
  showActive?: boolean;
  /** The publication choices to offer (publicationModesFor); none for a sold item. */
  publicationModes?: PublicationMode[];
  /** Hears every change of the fields and photos, e.g. to keep a draft (product-draft.ts). */
  onValuesChange?: (values: ProductFormValues, photos: PhotoEntry[]) => void;
  children?: ReactNode;
}

const SEASON_LABELS: Record<(typeof SEASONS)[number], string> = {
  Sommer: 'Sommer',
  '-': 'Ganzjährig (-)',
  Übergang: 'Übergang',
  Winter: 'Winter',
};

/** The item form, built for quick entry on a phone: one column, big targets, few keystrokes. */
export function ProductForm({
  category,
  initialValues,
  initialPhotos = [],
  sellers,
  brands,
  priceFactors,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  showActive = false,
  publicationModes = ['online', 'draft', 'scheduled'],
  onValuesChange,
  children,
}: ProductFormProps) {
  const upload = useUploadImage();
  const [photos, setPhotos] = useState<PhotoEntry[]>(initialPhotos);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // An entry waiting for the admin's "Ja, einstellen" (price 0 €, 100 % off, no photo).
  const [unconfirmed, setUnconfirmed] = useState<{
    input: ProductInput;
    values: ProductFormValues;
    questions: string[];
  } | null>(null);

  const resolver: Resolver<ProductFormValues> = (values) => {
    const result = toProductInput(values, category, []);
    if (result.ok) return { values, errors: {} };
    const errors: FieldErrors<ProductFormValues> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      errors[field as keyof ProductFormValues] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

  const {
    register,
    handleSubmit,
    setValue,
    control,
    subscribe,
    getValues,
    formState: { errors },
  } = useForm<ProductFormValues>({ defaultValues: initialValues, resolver });

  useEffect(() => {
    if (onValuesChange === undefined) return;
    onValuesChange(getValues(), photos);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onValuesChange(values, photos),
    });
  }, [subscribe, getValues, photos, onValuesChange]);

  const [brand, condition, sale, publication] = useWatch({
    control,
    name: ['brand', 'condition', 'sale', 'publication'],
  });
  const rating =
    brands.find((entry) => entry.brand.toLowerCase() === brand.trim().toLowerCase())?.rating ??
    null;
  const suggestionCents =
    priceFactors !== undefined && condition !== ''
      ? suggestPriceCents(priceFactors, { category, condition, brandRating: rating })
      : null;

  const submit = handleSubmit((values) => {
    if (photos.some((photo) => photo.status === 'uploading')) {
      setPhotoError('Bitte warte, bis alle Fotos hochgeladen sind.');
      return;
    }
    setPhotoError(null);
    const imageIds = photos.flatMap((photo) => (photo.imageId === null ? [] : [photo.imageId]));
    const result = toProductInput(values, category, imageIds);
    if (!result.ok) return;
    const questions = listingConfirmations({
      priceCents: eurosToCents(result.input.price),
      sale: result.input.sale,
      discount: result.input.discount,
      photoCount: imageIds.length,
    });
    if (questions.length > 0) setUnconfirmed({ input: result.input, values, questions });
    else onSubmit(result.input, values);
  });

  const err = (name: keyof ProductFormValues) => errors[name]?.message;
  // Entering new items keeps the box; editing one does not carry anything over.
  const boxHint = showActive ? undefined : 'Bleibt für den nächsten Artikel stehen.';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <FormError message={serverError} />
      <PhotoPicker entries={photos} onChange={setPhotos} upload={upload} />
      {photoError !== null && (
        <p role="alert" className="font-semibold text-sale">
          {photoError}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="product-seller" label="Verkäufer" error={err('sellerNumber')}>
          <select
            className={inputClass}
            {...fieldAria('product-seller', { error: err('sellerNumber') })}
            {...register('sellerNumber')}
          >
            <option value="">Ohne Verkäufer</option>
            {sellers.map((seller) => (
              <option key={seller.number} value={String(seller.number)}>
                {seller.number} – {seller.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="product-box"
          label="Lagerort (Kiste)"
          hint={boxHint}
          error={err('storageLocation')}
        >
          <input
            className={inputClass}
            autoComplete="off"
            {...fieldAria('product-box', {
              error: err('storageLocation'),
              hint: boxHint,
            })}
            {...register('storageLocation')}
          />
        </Field>
        <Field id="product-season" label="Saison" error={err('season')}>
          <select
            className={inputClass}
            {...fieldAria('product-season', { error: err('season') })}
            {...register('season')}
          >
            <option value="">Bitte wählen</option>
            {SEASONS.map((season) => (
              <option key={season} value={season}>
                {SEASON_LABELS[season]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="product-brand" label="Marke" error={err('brand')}>
          <input
            className={inputClass}
            list="product-brand-list"
            autoComplete="off"
            {...fieldAria('product-brand', { error: err('brand') })}
            {...register('brand')}
          />
          <datalist id="product-brand-list">
            {brands.map((entry) => (
              <option key={entry.brand} value={entry.brand} />
            ))}
          </datalist>
        </Field>
        <Field id="product-name" label="Bezeichnung" error={err('name')}>
          <input
            className={inputClass}
            autoComplete="off"
            placeholder={category === 'Kleidung' ? 'z. B. Body, Hose, Jacke' : undefined}
            {...fieldAria('product-name', { error: err('name') })}
            {...register('name')}
          />
        </Field>
        {category === 'Kleidung' && (
          <Field id="product-size" label="Größe" error={err('size')}>
            <select
              className={inputClass}
              {...fieldAria('product-size', { error: err('size') })}
              {...register('size')}
            >
              <option value="">Bitte wählen</option>
              {SIZES.map((size) => (
                <option key={size} value={String(size)}>
                  {size}
                </option>
              ))}
            </select>
          </Field>
        )}
        {category === 'Schlafsack' && (
          <Field id="product-size" label="Länge in cm" error={err('size')}>
            <input
              className={inputClass}
              inputMode="numeric"
              {...fieldAria('product-size', { error: err('size') })}
              {...register('size')}
            />
          </Field>
        )}
        {category === 'Accessoires' && (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold">Hutgröße (optional, von – bis)</legend>
            <div className="grid grid-cols-2 gap-2">
              <Field
                id="product-hat-min"
                label={<span className="sr-only">Hutgröße von</span>}
                error={err('hatMin')}
              >
                <input
                  className={inputClass}
                  inputMode="numeric"
                  placeholder="von"
                  {...fieldAria('product-hat-min', { error: err('hatMin') })}
                  {...register('hatMin')}
                />
              </Field>
              <Field
                id="product-hat-max"
                label={<span className="sr-only">Hutgröße bis</span>}
                error={err('hatMax')}
              >
                <input
                  className={inputClass}
                  inputMode="numeric"
                  placeholder="bis"
                  {...fieldAria('product-hat-max', { error: err('hatMax') })}
                  {...register('hatMax')}
                />
              </Field>
            </div>
          </fieldset>
        )}
        <Field id="product-condition" label="Zustand" error={err('condition')}>
          <select
            className={inputClass}
            {...fieldAria('product-condition', { error: err('condition') })}
            {...register('condition')}
          >
            <option value="">Bitte wählen</option>
            {CONDITIONS.map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="product-price"
          label="Preis in €"
          error={err('price')}
          hint={
            suggestionCents === null ? (
              'Vorschlag nach Wahl des Zustands.'
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                Vorschlag: {formatEuro(suggestionCents)}
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() =>
                    setValue('price', euroText(suggestionCents / 100), { shouldValidate: true })
                  }
                >
                  Übernehmen
                </button>
              </span>
            )
          }
        >
          <input
            className={inputClass}
            inputMode="decimal"
            placeholder={suggestionCents === null ? '4,99' : euroText(suggestionCents / 100)}
            {...fieldAria('product-price', { error: err('price'), hint: true })}
            {...register('price')}
          />
        </Field>
        <div className="flex flex-col gap-2">
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('sale')} />
            Im Sale
          </label>
          {sale && (
            <Field id="product-discount" label="Rabatt in %" error={err('discount')}>
              <input
                className={inputClass}
                inputMode="numeric"
                {...fieldAria('product-discount', { error: err('discount') })}
                {...register('discount')}
              />
            </Field>
          )}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field id="product-description" label="Beschreibung (optional)" error={err('description')}>
          <textarea
            rows={3}
            maxLength={DESCRIPTION_MAX}
            className={`${inputClass} min-h-24 py-2`}
            {...fieldAria('product-description', { error: err('description') })}
            {...register('description')}
          />
        </Field>
        <Field
          id="product-defects"
          label="Mängel (optional)"
          hint="z. B. kleiner Fleck am Ärmel – steht im Shop als „Mängel: …“."
          error={err('defects')}
        >
          <input
            className={inputClass}
            maxLength={DEFECTS_MAX}
            autoComplete="off"
            {...fieldAria('product-defects', { error: err('defects'), hint: true })}
            {...register('defects')}
          />
        </Field>
      </div>
      <PublicationFields
        modes={publicationModes}
        mode={publication}
        register={register}
        error={err('publishDate')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending
            ? 'Wird gespeichert …'
            : publication === 'draft'
              ? 'Als Entwurf speichern'
              : publication === 'scheduled'
                ? 'Planen'
                : submitLabel}
        </Button>
        {children}
      </div>
      <ListingConfirmDialog
        questions={unconfirmed?.questions ?? []}
        onCancel={() => setUnconfirmed(null)}
        onConfirm={() => {
          if (unconfirmed !== null) onSubmit(unconfirmed.input, unconfirmed.values);
          setUnconfirmed(null);
        }}
      />
    </form>
  );
}
