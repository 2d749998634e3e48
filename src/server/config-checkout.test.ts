import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { REAL_SHOP_IDENTITY } from './test/fixtures.ts';

// The checkout's variables (README configuration table; decisions 007–009).

describe('checkout configuration', () => {
  it('defaults to 15-minute reservations, 30-minute payments, the simulator and the outbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      RESERVATION_MINUTES: 15,
      PAYMENT_TIMEOUT_MINUTES: 30,
      PAYMENT_MODE: 'simulator',
      PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com',
      KLARNA_BASE_URL: 'https://api.playground.klarna.com',
    });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ RESERVATION_MINUTES: '0' }, 'RESERVATION_MINUTES="0": expected a number of minutes'],
    [{ PAYMENT_TIMEOUT_MINUTES: 'bald' }, 'PAYMENT_TIMEOUT_MINUTES="bald": expected a number'],
    [{ PAYMENT_MODE: 'echt' }, 'PAYMENT_MODE="echt"'],
    [
      { SMTP_URL: 'mail.example.de' },
      'SMTP_URL="mail.example.de": expected an smtp:// or smtps:// URL',
    ],
    [{ PAYMENT_MODE: 'live' }, 'PAYPAL_CLIENT_ID is unset: PAYMENT_MODE=live needs'],
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts live mode with every credential', () => {
    const config = loadConfig({
      ...REAL_SHOP_IDENTITY,
      PAYMENT_MODE: 'live',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      KLARNA_USERNAME: 'user',
      KLARNA_PASSWORD: 'password',
    });
    expect(config.PAYMENT_MODE).toBe('live');
  });
});
