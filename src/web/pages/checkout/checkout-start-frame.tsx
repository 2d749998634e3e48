import { CheckoutTermsNotice } from '../../features/checkout/components/checkout-terms-notice.tsx';
import { CheckoutProgress } from '../../features/checkout/components/checkout-progress.tsx';
import { CHECKOUT_STEP_LABELS } from '../../features/checkout/lib/checkout-steps.ts';
import type { CheckoutStep } from '../../features/checkout/lib/checkout-steps.ts';
import { PageHead } from '../../components/page-head.tsx';

/** The top of the first checkout step: heading, guest checkout, payment and delivery terms. */
export function UserDataIntro() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-brand-800">Deine Daten</h1>
      <p className="mb-4 text-muted">Du bestellst als Gast – ein Kundenkonto brauchst du nicht.</p>
      {/* § 312j Abs. 1 BGB: payment methods and delivery area when checkout starts. */}
      <div className="mb-6">
        <CheckoutTermsNotice />
      </div>
    </>
  );
}

/**
 * A checkout step as the server renders it, and as the app's first render takes it over: the
 * server does not know the cart (it lives in the browser), so it renders the frame and, on the
 * first step, the terms the law wants shown when checkout starts (§ 312j Abs. 1 BGB). Right
 * after the app has taken over the HTML, the checkout layout renders the step itself, or sends
 * a visitor without a cart back to it.
 */
export function CheckoutStartFrame({ step }: { step: CheckoutStep }) {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHead title={`Bestellung: ${CHECKOUT_STEP_LABELS[step]}`} noIndex />
      <div className="mb-6">
        <CheckoutProgress current={step} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6">
          {step === 'benutzerdaten' && <UserDataIntro />}
          <p className="text-muted">Dein Warenkorb wird geladen …</p>
        </section>
      </div>
    </div>
  );
}
