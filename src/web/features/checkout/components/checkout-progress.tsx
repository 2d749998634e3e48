import { Check, Minus } from 'lucide-react';
import { CHECKOUT_STEP_LABELS, CHECKOUT_STEPS } from '../lib/checkout-steps.ts';
import type { CheckoutStep } from '../lib/checkout-steps.ts';

interface CheckoutProgressProps {
  current: CheckoutStep;
  /** Steps this checkout leaves out (the payment method when nothing is to pay). */
  skipped?: readonly CheckoutStep[];
}

/**
 * The four steps, the current one marked for screen readers with aria-current. A skipped step
 * stays in its place, struck through and marked 'entfällt', and the others are numbered on
 * without it.
 */
export function CheckoutProgress({ current, skipped = [] }: CheckoutProgressProps) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  const isLeft = (step: CheckoutStep) => skipped.includes(step) && step !== current;
  const numbers = new Map(
    CHECKOUT_STEPS.filter((step) => !isLeft(step)).map((step, index) => [step, index + 1]),
  );
  return (
    <nav aria-label="Bestellschritte">
      <ol className="grid grid-cols-4 gap-1 text-center text-xs sm:text-sm">
        {CHECKOUT_STEPS.map((step, index) => {
          const left = isLeft(step);
          const done = !left && index < currentIndex;
          const active = index === currentIndex;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-1"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 items-center justify-center rounded-full font-bold ${
                  active
                    ? 'bg-brand-700 text-white'
                    : done
                      ? 'bg-brand-100 text-brand-800'
                      : left
                        ? 'border border-dashed border-ink/30 text-muted'
                        : 'bg-white text-muted ring-1 ring-ink/20'
                }`}
              >
                {left ? (
                  <Minus className="size-4" />
                ) : done ? (
                  <Check className="size-4" />
                ) : (
                  numbers.get(step)
                )}
              </span>
              <span className={active ? 'font-semibold text-brand-800' : 'text-muted'}>
                <span className={left ? 'line-through' : undefined}>
                  {CHECKOUT_STEP_LABELS[step]}
                </span>
                {done && <span className="sr-only"> (erledigt)</span>}
                {left && (
                  <span className="block">
                    entfällt<span className="sr-only">, es ist nichts zu zahlen</span>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
