import { describe, expect, it } from 'vitest';
import { deliveryFormSchema, paymentFormSchema, userDataFormSchema } from './checkout-forms.ts';

describe('userDataFormSchema', () => {
  it('needs first and last name and a valid e-mail; the phone is optional', () => {
    expect(
      userDataFormSchema.safeParse({
        firstName: 'Anna',
        lastName: 'Muster',
        emailAddress: 'anna@example.de',
        phone: '',
      }).success,
    ).toBe(true);
    const result = userDataFormSchema.safeParse({
      firstName: ' ',
      lastName: 'Muster',
      emailAddress: 'anna',
      phone: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Bitte gib deinen Vornamen ein.',
      'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    ]);
  });
});

describe('deliveryFormSchema', () => {
  it('needs no address for pickup', () => {
    expect(
      deliveryFormSchema.safeParse({
        deliveryMethod: 'abholen',
        street: '',
        postalCode: '',
        city: '',
      }).success,
    ).toBe(true);
  });

  it('needs street, a five-digit postal code and city for a delivery', () => {
    const result = deliveryFormSchema.safeParse({
      deliveryMethod: 'liefernDHL',
      street: '',
      postalCode: '123',
      city: '',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'street',
      'postalCode',
      'city',
    ]);
  });
});

describe('paymentFormSchema', () => {
  it('allows cash only with pickup', () => {
    expect(
      paymentFormSchema.safeParse({ paymentMethod: 'cash', deliveryMethod: 'abholen' }).success,
    ).toBe(true);
    expect(
      paymentFormSchema.safeParse({ paymentMethod: 'cash', deliveryMethod: 'liefernDHL' }).success,
    ).toBe(false);
    expect(
      paymentFormSchema.safeParse({ paymentMethod: 'paypal', deliveryMethod: 'liefernDHL' })
        .success,
    ).toBe(true);
  });
});
