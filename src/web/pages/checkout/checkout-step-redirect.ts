import { CHECKOUT_STEPS } from '../../features/checkout/lib/checkout-steps.ts';
import type { CheckoutStep } from '../../features/checkout/lib/checkout-steps.ts';
import { paths } from '../../lib/paths.ts';

/** The href of a checkout step (or the cart). */
export function stepHref(step: CheckoutStep | 'cart'): string {
  switch (step) {
    case 'cart':
      return paths.cart.getHref();
    case 'benutzerdaten':
      return paths.checkoutUserData.getHref();
    case 'lieferung':
      return paths.checkoutDelivery.getHref();
    case 'bezahlmethode':
      return paths.checkoutPayment.getHref();
    case 'uebersicht':
      return paths.checkoutSummary.getHref();
  }
}

/** The step of a checkout path, or null for another path. */
export function stepOfPath(pathname: string): CheckoutStep | null {
  return (
    CHECKOUT_STEPS.find((step) => [stepHref(step), `${stepHref(step)}/`].includes(pathname)) ?? null
  );
}
