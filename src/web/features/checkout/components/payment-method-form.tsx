import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CheckoutPaymentMethodId } from '../../../../domain/catalog.ts';
import type { DeliveryMethod } from '../../../../domain/delivery.ts';
import { isPaymentMethodAllowed } from '../../../../domain/payment-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useOfferedPaymentMethods } from '../../../lib/get-site-info.ts';
import { paymentFormSchema } from '../lib/checkout-forms.ts';
import type { PaymentForm } from '../lib/checkout-forms.ts';

interface PaymentMethodFormProps {
  deliveryMethod: DeliveryMethod;
  defaultValue: CheckoutPaymentMethodId | null;
  onSubmit: (paymentMethod: CheckoutPaymentMethodId) => void;
}

const HINTS: Record<CheckoutPaymentMethodId, string> = {
  cash: 'Bar bei Abholung an der Abholstation.',
  paypal: 'Du wirst zu PayPal weitergeleitet.',
  'klarna-pay-now': 'Sofort bezahlen mit Klarna.',
  'klarna-pay-later': 'Bezahlen nach Erhalt der Ware mit Klarna.',
  'sepa-debit': 'SEPA-Lastschrift über PayPal.',
  giropay: 'Online-Überweisung mit Giropay über PayPal.',
  card: 'Debit- oder Kreditkarte über PayPal.',
};

/**
 * Step 3: the payment methods of docs/product.md §9.2 the shop offers; Barzahlung only with pickup.
 */
export function PaymentMethodForm({
  deliveryMethod,
  defaultValue,
  onSubmit,
}: PaymentMethodFormProps) {
  const offered = useOfferedPaymentMethods();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: {
      deliveryMethod,
      ...(defaultValue !== null && isPaymentMethodAllowed(defaultValue, deliveryMethod)
        ? { paymentMethod: defaultValue }
        : {}),
    },
  });
  return (
    <form
      noValidate
      aria-label="Bezahlmethode"
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values.paymentMethod))(event)}
      className="flex flex-col gap-5"
    >
      <input type="hidden" {...register('deliveryMethod')} />
      <fieldset aria-describedby={errors.paymentMethod ? 'zahlart-fehler' : undefined}>
        <legend className="mb-2 font-semibold">Wie möchtest du bezahlen?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {offered.map((method) => {
            const allowed = isPaymentMethodAllowed(method.id, deliveryMethod);
            return (
              <label
                key={method.id}
                className={`flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/15 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 ${allowed ? 'cursor-pointer' : 'cursor-not-allowed opacity-60'}`}
              >
                <input
                  type="radio"
                  value={method.id}
                  disabled={!allowed}
                  className="mt-1 size-5 accent-brand-700"
                  {...register('paymentMethod')}
                />
                <span>
                  <span className="block font-semibold">{method.label}</span>
                  <span className="block text-sm text-muted">
                    {allowed ? HINTS[method.id] : 'Nur bei Abholung an der Abholstation möglich.'}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.paymentMethod?.message !== undefined && (
          <p id="zahlart-fehler" className="mt-2 text-sm font-semibold text-sale">
            {errors.paymentMethod.message}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          Weiter zur Übersicht
        </Button>
      </div>
    </form>
  );
}
