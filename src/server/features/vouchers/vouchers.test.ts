import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES, voucherSchema } from '../../../domain/api/vouchers.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertVoucher } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const now = new Date('2026-11-22T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
});
afterAll(() => t.close());

function validate(code: string) {
  return t.app.inject({ method: 'POST', url: '/api/voucher/validate', payload: { code } });
}

describe('POST /api/voucher/validate', () => {
  it('answers number, remainingValue and usedValue in euros, whatever the case of the code', async () => {
    const voucher = await insertVoucher(t.db, {
      code: 'AB12-CD34-EF56-GH78',
      initialValueCents: 2500,
      remainingValueCents: 1050,
    });
    const response = await validate('ab12-cd34-ef56-gh78');
    expect(response.statusCode).toBe(200);
    expect(voucherSchema.parse(response.json())).toEqual({
      code: 'AB12-CD34-EF56-GH78',
      number: voucher.number,
      remainingValue: 10.5,
      usedValue: 14.5,
      initialValue: 25,
      validUntil: null,
    });
  });

  it('rejects wrong format, unknown, expired and used-up vouchers in German', async () => {
    await insertVoucher(t.db, {
      code: 'ALTE-KART-E000-0001',
      validUntil: new Date('2026-11-01T00:00:00Z'),
    });
    await insertVoucher(t.db, {
      code: 'LEER-0000-0000-0001',
      initialValueCents: 1000,
      remainingValueCents: 0,
    });
    const cases: [string, number, string][] = [
      ['HERBST10', 422, VOUCHER_MESSAGES.invalidFormat],
      ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', 404, VOUCHER_MESSAGES.notFound],
      ['ALTE-KART-E000-0001', 422, VOUCHER_MESSAGES.expired],
      ['LEER-0000-0000-0001', 422, VOUCHER_MESSAGES.empty],
    ];
    for (const [code, status, message] of cases) {
      const response = await validate(code);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().message, code).toBe(message);
    }
  });
});
