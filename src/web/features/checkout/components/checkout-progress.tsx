import { Check } from 'lucide-react';
import { CHECKOUT_STEP_LABELS, CHECKOUT_STEPS } from '../lib/checkout-steps.ts';
import type { CheckoutStep } from '../lib/checkout-steps.ts';

/** The four steps, the current one marked for screen readers with aria-current. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Bestellschritte">
      <ol className="grid grid-cols-4 gap-1 text-center text-xs sm:text-sm">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
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
                      : 'bg-white text-muted ring-1 ring-ink/20'
                }`}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={active ? 'font-semibold text-brand-800' : 'text-muted'}>
                {CHECKOUT_STEP_LABELS[step]}
                {done && <span className="sr-only"> (erledigt)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
