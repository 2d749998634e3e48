import type { UseFormRegister } from 'react-hook-form';
import { Field, fieldAria, inputClass } from '../../../components/form.tsx';
import type { ProductFormValues, PublicationMode } from '../lib/product-form-values.ts';

const MODE_LABELS: Record<PublicationMode, string> = {
  online: 'Sofort online',
  offline: 'Offline (nicht im Shop)',
  draft: 'Als Entwurf speichern',
  scheduled: 'Planen',
};

/** When the item goes into the shop: now, later by itself (Berlin time), or not yet. */
export function PublicationFields({
  modes,
  mode,
  register,
  error,
}: {
  modes: PublicationMode[];
  mode: PublicationMode;
  register: UseFormRegister<ProductFormValues>;
  error: string | undefined;
}) {
  if (modes.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">Veröffentlichung</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {modes.map((entry) => (
          <label key={entry} className="flex min-h-11 items-center gap-2 font-semibold">
            <input
              type="radio"
              value={entry}
              className="size-5 accent-brand-700"
              {...register('publication')}
            />
            {MODE_LABELS[entry]}
          </label>
        ))}
      </div>
      {mode === 'scheduled' && (
        <div className="grid grid-cols-2 gap-2 sm:max-w-md">
          <Field id="product-publish-date" label="Datum" error={error}>
            <input
              type="date"
              className={inputClass}
              {...fieldAria('product-publish-date', { error })}
              {...register('publishDate')}
            />
          </Field>
          <Field id="product-publish-time" label="Uhrzeit (Berlin)">
            <input
              type="time"
              className={inputClass}
              {...fieldAria('product-publish-time', {})}
              {...register('publishTime')}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
