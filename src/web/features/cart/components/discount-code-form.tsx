import { zodResolver } from '@hookform/resolvers/zod';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { COUPON_SUCCESS_DELAY_MS } from '../../../../domain/constants.ts';
import { couponValidationEmail } from '../../../../domain/coupon-rules.ts';
import { eurosToCents, formatEuro } from '../../../../domain/money.ts';
import {
  GENERIC_ERROR_TEXT,
  REDEEM_LABEL,
  VOUCHER_ALREADY_APPLIED,
} from '../../../../domain/texts.ts';
import {
  isVoucherAlreadyApplied,
  isVoucherCode,
  normalizeCode,
} from '../../../../domain/voucher-code.ts';
import { Button } from '../../../components/ui/button.tsx';
import { validateCoupon } from '../api/validate-coupon.ts';
import { validateVoucher } from '../api/validate-voucher.ts';
import { useCartStore } from '../stores/cart-store.ts';

const codeFormSchema = z.object({
  code: z.string().trim().min(1, { error: 'Bitte gib einen Code ein.' }).max(64),
});
type CodeForm = z.infer<typeof codeFormSchema>;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : GENERIC_ERROR_TEXT;
}

interface DiscountCodeFormProps {
  /** Delivery costs are part of the totals: the coupon is checked with the customer's e-mail. */
  deliveryIncluded: boolean;
  /** What each voucher pays of this order, by code (from the totals), for the list. */
  voucherAmountsCents?: ReadonlyMap<string, number>;
}

/**
 * The discount/voucher input (docs/product.md §2.7, §5.1, §8): one collapsible field. A code in
 * voucher format (XXXX-XXXX-XXXX-XXXX) is a Wertgutschein, anything else a Gutschein (coupon). The
 * server's message shows under the field; a failing coupon removes the coupon in state; a
 * successful coupon, voucher or voucher removal applies after 1.5 s.
 */
export function DiscountCodeForm({ deliveryIncluded, voucherAmountsCents }: DiscountCodeFormProps) {
  const coupon = useCartStore((state) => state.orderInfo.coupon);
  const vouchers = useCartStore((state) => state.orderInfo.vouchers);
  const [open, setOpen] = useState(coupon !== null || vouchers.length > 0);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const redeem = async ({ code: entered }: CodeForm) => {
    const code = normalizeCode(entered);
    const store = useCartStore.getState();
    setSuccess(null);
    if (isVoucherCode(code)) {
      if (
        isVoucherAlreadyApplied(
          store.orderInfo.vouchers.map((v) => v.code),
          code,
        )
      ) {
        setError('code', { message: VOUCHER_ALREADY_APPLIED });
        return;
      }
      setBusy(true);
      try {
        const voucher = await validateVoucher({ code });
        await pause(COUPON_SUCCESS_DELAY_MS);
        useCartStore.getState().addVoucher({
          code,
          number: voucher.number,
          remainingValue: voucher.remainingValue,
          usedValue: voucher.usedValue,
        });
        reset({ code: '' });
        setSuccess(`Wertgutschein Nr. ${voucher.number} eingelöst.`);
      } catch (error) {
        setError('code', { message: messageOf(error) });
      } finally {
        setBusy(false);
      }
      return;
    }
    setBusy(true);
    try {
      const email = couponValidationEmail(deliveryIncluded, store.orderInfo.userData?.emailAddress);
      const validated = await validateCoupon({ email, code });
      await pause(COUPON_SUCCESS_DELAY_MS);
      useCartStore.getState().setCoupon({
        code: validated.code === '' ? code : normalizeCode(validated.code),
        discountType: validated.discountType,
        discountAmount: validated.discountAmount,
        description: validated.description,
      });
      reset({ code: '' });
      setSuccess(`Gutschein ${code} eingelöst.`);
    } catch (error) {
      useCartStore.getState().setCoupon(null);
      setError('code', { message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const removeVoucher = async (code: string) => {
    setRemoving(code);
    await pause(COUPON_SUCCESS_DELAY_MS);
    useCartStore.getState().removeVoucher(code);
    setRemoving(null);
  };

  const errorId = `${fieldId}-fehler`;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-2xl bg-brand-50 p-3">
      <Collapsible.Trigger className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-2 text-left font-semibold text-brand-800">
        Gutschein oder Wertgutschein einlösen
        <ChevronDown
          aria-hidden="true"
          className={`size-5 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="px-2 pb-2">
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(redeem)(event)}
          className="mt-2 flex flex-col gap-2"
        >
          <label htmlFor={fieldId} className="text-sm font-semibold">
            Gutschein- oder Wertgutschein-Code
          </label>
          <div className="flex gap-2">
            <input
              id={fieldId}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={errors.code !== undefined}
              aria-describedby={errors.code ? errorId : undefined}
              className="block min-h-11 w-full min-w-0 rounded-xl bg-white px-3 uppercase ring-1 ring-ink/30 focus-visible:ring-2"
              {...register('code', {
                setValueAs: (value: string) => value.toUpperCase(),
                onChange: (event: { target: HTMLInputElement }) => {
                  const { target } = event;
                  const position = target.selectionStart;
                  target.value = target.value.toUpperCase();
                  if (position !== null) target.setSelectionRange(position, position);
                },
              })}
            />
            <Button type="submit" disabled={busy} className="shrink-0">
              {busy ? 'Einen Moment …' : REDEEM_LABEL}
            </Button>
          </div>
          {errors.code?.message !== undefined && (
            <p id={errorId} role="alert" className="text-sm font-semibold text-sale">
              {errors.code.message}
            </p>
          )}
          {success !== null && (
            <p role="status" className="text-sm font-semibold text-brand-800">
              {success}
            </p>
          )}
        </form>
        {(coupon !== null || vouchers.length > 0) && (
          <ul aria-label="Eingelöste Codes" className="mt-3 flex flex-col gap-2 text-sm">
            {coupon !== null && (
              <li className="flex items-center justify-between gap-2 rounded-xl bg-white px-3 py-2">
                <span>
                  <strong>Gutschein {coupon.code}</strong>
                  {coupon.description !== '' && (
                    <span className="block text-muted">{coupon.description}</span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => useCartStore.getState().setCoupon(null)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sale hover:bg-sale/10"
                >
                  <X aria-hidden="true" className="size-5" />
                  <span className="sr-only">Gutschein {coupon.code} entfernen</span>
                </button>
              </li>
            )}
            {vouchers.map((voucher) => {
              const used = voucherAmountsCents?.get(normalizeCode(voucher.code));
              return (
                <li
                  key={voucher.code}
                  className={`flex items-center justify-between gap-2 rounded-xl bg-white px-3 py-2 ${removing === voucher.code ? 'opacity-50' : ''}`}
                >
                  <span>
                    <strong>Wertgutschein Nr. {voucher.number}</strong>
                    <span className="block text-muted">
                      {voucher.code} · Restwert {formatEuro(eurosToCents(voucher.remainingValue))}
                      {used !== undefined && ` · hier eingesetzt ${formatEuro(used)}`}
                    </span>
                  </span>
                  <button
                    type="button"
                    disabled={removing !== null}
                    onClick={() => void removeVoucher(voucher.code)}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sale hover:bg-sale/10 disabled:opacity-40"
                  >
                    <X aria-hidden="true" className="size-5" />
                    <span className="sr-only">Wertgutschein Nr. {voucher.number} entfernen</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
