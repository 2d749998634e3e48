import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  needsShippingAddress,
} from '../../../../domain/delivery.ts';
import type { DeliveryMethod } from '../../../../domain/delivery.ts';
import { formatEuro } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { deliveryFormSchema } from '../lib/checkout-forms.ts';
import type { DeliveryForm as DeliveryValues } from '../lib/checkout-forms.ts';
import { TextField } from './text-field.tsx';

interface DeliveryFormProps {
  defaultValues: Partial<DeliveryValues>;
  /** What each method costs now (domain deliveryCostCents, free days included). */
  costsCents: Record<DeliveryMethod, number>;
  /** Where the pickup station is, shown with the pickup option. */
  pickupText?: string;
  onSubmit: (values: DeliveryValues) => void;
  /** A method is picked (before the form is sent), so the totals beside it can follow. */
  onMethodChange?: (method: DeliveryMethod) => void;
  /** The button's label, naming the next step. */
  submitLabel: string;
}

const METHOD_HINTS: Record<DeliveryMethod, string> = {
  abholen: 'Kostenlos an unserer Abholstation abholen. Barzahlung bei Abholung möglich.',
  liefernInnerhalb: 'Wir bringen deine Bestellung innerhalb des Ortes vorbei.',
  liefernDHL: 'Versand mit DHL innerhalb Deutschlands.',
};

/** Step 2: pickup or delivery; a delivery needs the postal address. */
export function DeliveryForm({
  defaultValues,
  costsCents,
  pickupText,
  onSubmit,
  onMethodChange,
  submitLabel,
}: DeliveryFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryValues>({
    resolver: zodResolver(deliveryFormSchema),
    defaultValues: { street: '', postalCode: '', city: '', ...defaultValues },
  });
  const method = useWatch({ control, name: 'deliveryMethod' });
  useEffect(() => {
    if (method !== undefined) onMethodChange?.(method);
  }, [method, onMethodChange]);
  return (
    <form
      noValidate
      aria-label="Lieferung"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
    >
      <fieldset aria-describedby={errors.deliveryMethod ? 'lieferart-fehler' : undefined}>
        <legend className="mb-2 font-semibold">Lieferart</legend>
        <div className="flex flex-col gap-2">
          {DELIVERY_METHODS.map((id) => (
            <label
              key={id}
              className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/15 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
            >
              <input
                type="radio"
                value={id}
                className="mt-1 size-5 accent-brand-700"
                {...register('deliveryMethod')}
              />
              <span className="flex-1">
                <span className="flex flex-wrap justify-between gap-x-3 font-semibold">
                  <span>{DELIVERY_METHOD_LABELS[id]}</span>
                  <span>{formatEuro(costsCents[id])}</span>
                </span>
                <span className="block text-sm text-muted">
                  {id === 'abholen' && pickupText !== undefined ? pickupText : METHOD_HINTS[id]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.deliveryMethod?.message !== undefined && (
          <p id="lieferart-fehler" className="mt-2 text-sm font-semibold text-sale">
            {errors.deliveryMethod.message}
          </p>
        )}
      </fieldset>
      {method !== undefined && needsShippingAddress(method) && (
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-semibold">Lieferadresse</legend>
          <TextField
            label="Straße und Hausnummer"
            autoComplete="street-address"
            error={errors.street?.message}
            className="sm:col-span-3"
            {...register('street')}
          />
          <TextField
            label="Postleitzahl"
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.postalCode?.message}
            {...register('postalCode')}
          />
          <TextField
            label="Ort"
            autoComplete="address-level2"
            error={errors.city?.message}
            className="sm:col-span-2"
            {...register('city')}
          />
        </fieldset>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
