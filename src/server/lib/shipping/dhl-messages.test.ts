import { describe, expect, it } from 'vitest';
import { fieldLabel, germanValidationText, splitStreet } from './dhl-messages.ts';

describe('DHL validation messages in German', () => {
  it('names the field and the party', () => {
    expect(fieldLabel('shipments[0].consignee.postalCode')).toBe('Postleitzahl des Empfängers');
    expect(fieldLabel('shipper.addressStreet')).toBe('Straße des Absenders');
    expect(fieldLabel('shipments[0].details.weight.value')).toBe('Gewicht');
    expect(fieldLabel('billingNumber')).toBe('Abrechnungsnummer');
    expect(fieldLabel('shipments[0].services.cashOnDelivery')).toBeNull();
  });

  it('keeps errors, drops warnings, falls back to DHL’s own text', () => {
    expect(
      germanValidationText([
        {
          property: 'shipments[0].consignee.postalCode',
          validationMessage: 'Die Postleitzahl ist ungültig.',
          validationState: 'Error',
        },
        {
          property: 'consignee.city',
          validationMessage: 'Ort geändert',
          validationState: 'Warning',
        },
        {
          property: 'shipments[0].services.x',
          validationMessage: 'Service not allowed',
          validationState: 'Error',
        },
      ]),
    ).toBe(
      'Postleitzahl des Empfängers ist ungültig (DHL: Die Postleitzahl ist ungültig). Service not allowed.',
    );
    expect(
      germanValidationText([{ validationState: 'Warning', validationMessage: 'x' }]),
    ).toBeNull();
  });
});

describe('splitStreet', () => {
  it('takes the house number off the end', () => {
    expect(splitStreet('Musterstraße 12a')).toEqual({
      addressStreet: 'Musterstraße',
      addressHouse: '12a',
    });
    expect(splitStreet('Straße des 17. Juni 5 - 7')).toEqual({
      addressStreet: 'Straße des 17. Juni',
      addressHouse: '5-7',
    });
    expect(splitStreet('Am Markt')).toEqual({ addressStreet: 'Am Markt' });
  });
});
