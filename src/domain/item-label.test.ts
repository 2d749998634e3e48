import { describe, expect, it } from 'vitest';
import { labelCodeText, labelText, scannedItemNumber, typedItemNumbers } from './item-label.ts';

describe('scannedItemNumber', () => {
  it.each([
    ['1042', 1042],
    ['  1042\n', 1042],
    ['\t1042\r\n', 1042],
    ['001042', 1042],
    [']C01042', 1042],
    [']Q11042', 1042],
    ['https://kinderkiste.example/product/1042', 1042],
    ['http://localhost:3000/shop/kleidung/product/1042/?utm=x', 1042],
  ])('reads %j as item number %i', (text, number) => {
    expect(scannedItemNumber(text)).toBe(number);
  });

  it.each([
    '',
    '   ',
    '0',
    'abc',
    '10 42',
    '10,42',
    '-1042',
    '1042a',
    '4006381333931x',
    '99999999999',
    '2147483648',
    'https://example.de/artikel/1042',
    'ftp://example.de/product/1042',
  ])('reads %j as no item number', (text) => {
    expect(scannedItemNumber(text)).toBeNull();
  });

  it('reads back what a label encodes', () => {
    expect(scannedItemNumber(labelCodeText(123456))).toBe(123456);
  });
});

describe('labelText', () => {
  it('says number, seller, size and brand, and the price in German', () => {
    expect(
      labelText({
        itemNumber: 1042,
        sellerNumber: 17,
        size: 104,
        sizeHat: [],
        brand: 'Petit Bateau',
        priceCents: 499,
      }),
    ).toEqual({
      itemNumber: 'Nr. 1042',
      seller: 'Verkäufer 17',
      sizeAndBrand: 'Gr. 104 · Petit Bateau',
      price: '4,99\u00a0€',
    });
  });

  it('leaves out what the item does not have', () => {
    const text = labelText({
      itemNumber: 7,
      sellerNumber: null,
      size: null,
      sizeHat: [],
      brand: null,
      priceCents: 1250,
    });
    expect(text.seller).toBeNull();
    expect(text.sizeAndBrand).toBe('');
    expect(text.price).toBe('12,50\u00a0€');
  });
});

describe('typedItemNumbers', () => {
  it('reads numbers and ranges in the order typed, each once', () => {
    expect(typedItemNumbers('1001, 1005-1007 1003\n1001', 100)).toEqual([
      1001, 1005, 1006, 1007, 1003,
    ]);
    expect(typedItemNumbers('1001–1002;1009', 100)).toEqual([1001, 1002, 1009]);
    expect(typedItemNumbers('  ', 100)).toEqual([]);
  });

  it('refuses what is no number, a backward range and more than the maximum', () => {
    expect(typedItemNumbers('1001, abc', 100)).toBeNull();
    expect(typedItemNumbers('1007-1005', 100)).toBeNull();
    expect(typedItemNumbers('0', 100)).toBeNull();
    expect(typedItemNumbers('1-1000000', 100)).toBeNull();
    expect(typedItemNumbers('1-60, 100-160', 100)).toBeNull();
  });
});
