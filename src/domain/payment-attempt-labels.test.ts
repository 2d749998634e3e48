import { describe, expect, it } from 'vitest';
import { paymentAttemptStatusLabel, paymentProviderLabel } from './payment-attempt-labels.ts';

describe('payment attempt labels', () => {
  it('names every provider the database allows in German', () => {
    expect(['simulator', 'paypal', 'klarna'].map(paymentProviderLabel)).toEqual([
      'Zahlungssimulator',
      'PayPal',
      'Klarna',
    ]);
  });

  it('names every state the database allows in German', () => {
    expect(
      ['created', 'pending', 'captured', 'failed', 'refunded'].map(paymentAttemptStatusLabel),
    ).toEqual([
      'begonnen',
      'wartet auf Bestätigung',
      'bestätigt',
      'abgebrochen oder abgelehnt',
      'erstattet',
    ]);
  });

  it('shows a key it does not know as it is', () => {
    expect(paymentProviderLabel('stripe')).toBe('stripe');
    expect(paymentAttemptStatusLabel('disputed')).toBe('disputed');
  });
});
