import { describe, expect, it } from 'vitest';
import { firstMissingStep, redirectForStep } from './checkout-steps.ts';
import type { CheckoutProgress } from './checkout-steps.ts';

const userData = { firstName: 'Anna', lastName: 'Muster', emailAddress: 'anna@example.de' };
const complete: CheckoutProgress = {
  cartSize: 1,
  userData,
  deliveryMethod: 'abholen',
  paymentMethod: 'cash',
};

describe('firstMissingStep', () => {
  it('is the cart when it is empty', () => {
    expect(firstMissingStep({ ...complete, cartSize: 0 })).toBe('cart');
  });

  it('asks for user data first, then delivery, then payment', () => {
    expect(firstMissingStep({ ...complete, userData: null })).toBe('benutzerdaten');
    expect(firstMissingStep({ ...complete, userData: { ...userData, emailAddress: 'x' } })).toBe(
      'benutzerdaten',
    );
    expect(firstMissingStep({ ...complete, deliveryMethod: null })).toBe('lieferung');
    expect(firstMissingStep({ ...complete, paymentMethod: null })).toBe('bezahlmethode');
    expect(firstMissingStep(complete)).toBeNull();
  });

  it('needs an address for a delivery', () => {
    expect(firstMissingStep({ ...complete, deliveryMethod: 'liefernDHL' })).toBe('lieferung');
    expect(
      firstMissingStep({
        ...complete,
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'paypal',
        userData: { ...userData, street: 'Weg 1', postalCode: '12345', city: 'Ort' },
      }),
    ).toBeNull();
  });

  it('sends cash with a delivery back to the payment step', () => {
    expect(
      firstMissingStep({
        ...complete,
        deliveryMethod: 'liefernDHL',
        userData: { ...userData, street: 'Weg 1', postalCode: '12345', city: 'Ort' },
      }),
    ).toBe('bezahlmethode');
  });
});

describe('redirectForStep', () => {
  it('lets a step show once the steps before it are complete', () => {
    const fresh = { ...complete, userData: null, deliveryMethod: null, paymentMethod: null };
    expect(redirectForStep('benutzerdaten', fresh)).toBeNull();
    expect(redirectForStep('uebersicht', fresh)).toBe('benutzerdaten');
    expect(redirectForStep('bezahlmethode', { ...complete, paymentMethod: null })).toBeNull();
    expect(redirectForStep('uebersicht', { ...complete, paymentMethod: null })).toBe(
      'bezahlmethode',
    );
    expect(redirectForStep('uebersicht', complete)).toBeNull();
  });
});
