import { useForm, useWatch } from 'react-hook-form';
import { createCouponBodySchema } from '../../../../../domain/api/coupons.ts';
import { DISCOUNT_TYPES } from '../../../../../domain/catalog.ts';
import type { DiscountType } from '../../../../../domain/catalog.ts';
import { eurosToCents, formatEuro } from '../../../../../domain/money.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { parseEuroInput } from '../../../lib/euro-input.ts';
import {
  Field,
  FormError,
  Notice,
  fieldAria,
  inputClass,
  smallButtonClass,
} from '../../../components/form.tsx';
import { QueryState, formatDate } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useCoupons, useCreateCoupon, useEndCoupon } from '../api/vouchers.ts';
import type { AdminCoupon } from '../api/vouchers.ts';

const TYPE_LABELS: Record<DiscountType, string> = {
  percentage: 'Prozent',
  fixed: 'Betrag in €',
  freedelivery: 'Kostenlose Lieferung',
};

function discountText(coupon: Pick<AdminCoupon, 'discountType' | 'discountAmount'>): string {
  if (coupon.discountType === 'percentage') return `${coupon.discountAmount} %`;
  if (coupon.discountType === 'fixed') return formatEuro(eurosToCents(coupon.discountAmount));
  return 'Lieferung gratis';
}

interface CouponFormValues {
  code: string;
  discountType: DiscountType;
  discountAmount: string;
  description: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  onePerEmail: boolean;
}

type CouponField = keyof CouponFormValues;

/** A day from a date input as the start or end of that day in the admin's time zone. */
function dayToIso(day: string, end: boolean): string | null {
  if (day === '') return null;
  return new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString();
}

function CouponForm() {
  const create = useCreateCoupon();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<CouponFormValues>({
    defaultValues: {
      code: '',
      discountType: 'percentage',
      discountAmount: '',
      description: '',
      validFrom: '',
      validUntil: '',
      usageLimit: '',
      onePerEmail: false,
    },
  });
  const discountType = useWatch({ control, name: 'discountType' });
  const submit = handleSubmit((values) => {
    const amount =
      values.discountType === 'freedelivery' ? 0 : parseEuroInput(values.discountAmount);
    if (amount === null) {
      setError('discountAmount', { message: 'Bitte gib eine Zahl an, z. B. 10 oder 4,50.' });
      return;
    }
    const limit = values.usageLimit.trim();
    if (limit !== '' && !/^[1-9]\d*$/.test(limit)) {
      setError('usageLimit', { message: 'Bitte gib eine ganze Zahl über 0 an.' });
      return;
    }
    const parsed = createCouponBodySchema.safeParse({
      code: values.code,
      discountType: values.discountType,
      discountAmount: amount,
      description: values.description,
      validFrom: dayToIso(values.validFrom, false),
      validUntil: dayToIso(values.validUntil, true),
      usageLimit: limit === '' ? null : Number(limit),
      onePerEmail: values.onePerEmail,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'code') as CouponField;
        setError(name, { message: issue.message });
      }
      return;
    }
    create.mutate(parsed.data, { onSuccess: () => reset() });
  });
  const error = (name: CouponField) => errors[name]?.message;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field id="coupon-code" label="Code" error={error('code')}>
        <input
          className={`${inputClass} uppercase`}
          autoComplete="off"
          {...fieldAria('coupon-code', { error: error('code') })}
          {...register('code')}
        />
      </Field>
      <Field id="coupon-type" label="Art">
        <select className={inputClass} id="coupon-type" {...register('discountType')}>
          {DISCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="coupon-amount"
        label={discountType === 'percentage' ? 'Rabatt in %' : 'Rabatt in €'}
        error={error('discountAmount')}
      >
        <input
          className={inputClass}
          inputMode="decimal"
          disabled={discountType === 'freedelivery'}
          {...fieldAria('coupon-amount', { error: error('discountAmount') })}
          {...register('discountAmount')}
        />
      </Field>
      <Field id="coupon-limit" label="Höchstens einlösbar (optional)" error={error('usageLimit')}>
        <input
          className={inputClass}
          inputMode="numeric"
          {...fieldAria('coupon-limit', { error: error('usageLimit') })}
          {...register('usageLimit')}
        />
      </Field>
      <Field
        id="coupon-description"
        label="Beschreibung"
        error={error('description')}
        className="sm:col-span-2"
      >
        <input
          className={inputClass}
          {...fieldAria('coupon-description', { error: error('description') })}
          {...register('description')}
        />
      </Field>
      <Field id="coupon-from" label="Gültig ab (optional)" error={error('validFrom')}>
        <input
          type="date"
          className={inputClass}
          {...fieldAria('coupon-from', { error: error('validFrom') })}
          {...register('validFrom')}
        />
      </Field>
      <Field id="coupon-until" label="Gültig bis (optional)" error={error('validUntil')}>
        <input
          type="date"
          className={inputClass}
          {...fieldAria('coupon-until', { error: error('validUntil') })}
          {...register('validUntil')}
        />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold sm:col-span-2">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('onePerEmail')} />
        Nur einmal pro E-Mail-Adresse
      </label>
      <Button
        type="submit"
        disabled={create.isPending}
        className="sm:col-span-2 lg:justify-self-end"
      >
        Gutschein anlegen
      </Button>
      <div className="sm:col-span-2 lg:col-span-4">
        <FormError message={create.error === null ? null : errorMessage(create.error)} />
        {create.isSuccess && <Notice>Gutschein {create.data.code} ist angelegt.</Notice>}
      </div>
    </form>
  );
}

function validity(coupon: AdminCoupon): string {
  const from = coupon.validFrom === null ? null : `ab ${formatDate(coupon.validFrom)}`;
  const until = coupon.validUntil === null ? null : `bis ${formatDate(coupon.validUntil)}`;
  return [from, until].filter(Boolean).join(' ') || 'unbefristet';
}

/** Coupons (Gutschein-Codes): create one, end one, see how often each was used. */
export function CouponSection() {
  const coupons = useCoupons();
  const end = useEndCoupon();
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-extrabold text-brand-800">Gutschein-Codes</h2>
      <CouponForm />
      <FormError message={end.error === null ? null : errorMessage(end.error)} />
      <QueryState
        isPending={coupons.isPending}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
      />
      {coupons.data !== undefined &&
        (coupons.data.length === 0 ? (
          <p className="text-muted">Noch keine Gutschein-Codes.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {coupons.data.map((coupon) => (
              <li
                key={coupon._id}
                className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl bg-white p-3 ring-1 ring-ink/10 ${coupon.isActive ? '' : 'opacity-70'}`}
              >
                <span className="font-mono font-bold">{coupon.code}</span>
                <span className="font-semibold">{discountText(coupon)}</span>
                {coupon.description !== '' && (
                  <span className="text-sm text-muted">{coupon.description}</span>
                )}
                <span className="text-sm">
                  {validity(coupon)} · {coupon.timesUsed}
                  {coupon.usageLimit === null ? '' : ` von ${coupon.usageLimit}`} mal eingelöst
                  {coupon.onePerEmail ? ' · einmal pro E-Mail' : ''}
                </span>
                <span className="ml-auto">
                  {coupon.isActive ? (
                    <button
                      type="button"
                      className={`${smallButtonClass} text-sale`}
                      disabled={end.isPending}
                      onClick={() => end.mutate(coupon._id)}
                      aria-label={`Gutschein ${coupon.code} beenden`}
                    >
                      Beenden
                    </button>
                  ) : (
                    <span className="text-sm font-semibold text-muted">beendet</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
