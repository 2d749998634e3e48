import { describe, expect, it } from 'vitest';
import { SALE_CONFIRM_ABOVE_ITEMS, saleConfirmationReasons } from './sale-guard.ts';

describe('saleConfirmationReasons', () => {
  it('lets a small sale through with one tap', () => {
    expect(SALE_CONFIRM_ABOVE_ITEMS).toBe(20);
    expect(saleConfirmationReasons({ action: 'start', discount: 30, count: 20 })).toEqual([]);
    expect(saleConfirmationReasons({ action: 'end', count: 3 })).toEqual([]);
  });

  it('asks again above 20 items, naming the count', () => {
    expect(saleConfirmationReasons({ action: 'start', discount: 30, count: 143 })).toEqual([
      'Dieser Sale betrifft 143 Artikel.',
    ]);
    expect(saleConfirmationReasons({ action: 'end', count: 21 })).toEqual([
      'Das Beenden betrifft 21 Artikel.',
    ]);
  });

  it('asks again for a 100 % discount, however few items', () => {
    expect(saleConfirmationReasons({ action: 'start', discount: 100, count: 1 })).toEqual([
      'Mit 100 % Rabatt kosten die Artikel 0,00 € – sie werden verschenkt.',
    ]);
    expect(saleConfirmationReasons({ action: 'start', discount: 100, count: 50 })).toHaveLength(2);
  });
});
