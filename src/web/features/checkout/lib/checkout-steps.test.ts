import { describe, expect, it } from 'vitest';
import { firstMissingStep, nextStep, redirectForStep, skippedSteps } from './checkout-steps.ts';
import type { CheckoutProgress } from './checkout-steps.ts';

const userData = { firstName: 'Anna', lastName: 'Muster', emailAddress: 'anna@example.de' };
const complete: CheckoutProgress = {
  cartSize: 1,
  userData,
  deliveryMethod: 'abholen',
  paymentMethod: 'cash',
  paymentNeeded: true,
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

describe('nothing to pay (decision 037)', () => {
  const covered = { ...complete, paymentMethod: null, paymentNeeded: false };

  it('needs no payment method when coupon and vouchers cover everything', () => {
    expect(firstMissingStep(covered)).toBeNull();
    expect(firstMissingStep({ ...covered, paymentNeeded: true })).toBe('bezahlmethode');
  });

  it('ignores a chosen method that the delivery would not allow', () => {
    expect(
      firstMissingStep({
        ...covered,
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'cash',
        userData: { ...userData, street: 'Weg 1', postalCode: '12345', city: 'Ort' },
      }),
    ).toBeNull();
  });

  it('skips the payment step only once the delivery is chosen', () => {
    expect(skippedSteps(covered)).toEqual(['bezahlmethode']);
    expect(skippedSteps({ ...covered, deliveryMethod: null })).toEqual([]);
    expect(skippedSteps(complete)).toEqual([]);
  });

  it('goes from the delivery straight to the summary', () => {
    expect(nextStep('lieferung', covered)).toBe('uebersicht');
    expect(nextStep('lieferung', complete)).toBe('bezahlmethode');
    expect(nextStep('uebersicht', covered)).toBeNull();
  });

  it('sends a visitor of the skipped step on to the summary, and earlier gaps first', () => {
    expect(redirectForStep('bezahlmethode', covered)).toBe('uebersicht');
    expect(redirectForStep('uebersicht', covered)).toBeNull();
    expect(redirectForStep('bezahlmethode', { ...covered, userData: null })).toBe('benutzerdaten');
    expect(redirectForStep('bezahlmethode', { ...complete, paymentMethod: null })).toBeNull();
  });
});
