import { describe, expect, it } from 'vitest';
import { IBAN_MESSAGES, checkIban, maskIban } from './iban.ts';

describe('checkIban', () => {
  it('takes an IBAN as people type it', () => {
    expect(checkIban(' de89 3704 0044 0532 0130 00 ')).toEqual({
      ok: true,
      iban: 'DE89370400440532013000',
    });
    expect(checkIban('AT61-1904-3002-3457-3201')).toEqual({
      ok: true,
      iban: 'AT611904300234573201',
    });
  });

  it.each([
    ['DE88370400440532013000', IBAN_MESSAGES.checksum],
    ['DE8937040044053201300', IBAN_MESSAGES.length],
    ['QQ89370400440532013000', IBAN_MESSAGES.country],
    ['', IBAN_MESSAGES.missing],
    // Brazil: a valid IBAN that no SEPA transfer reaches.
    ['BR1800360305000010009795493C1', IBAN_MESSAGES.notSepa],
  ])('refuses %s with a German reason', (input, message) => {
    expect(checkIban(input)).toEqual({ ok: false, message });
  });
});

describe('maskIban', () => {
  it('keeps country, check digits and the last four', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **** 3000');
    expect(maskIban('AT611904300234573201')).toBe('AT61 **** **** **** 3201');
  });
});
