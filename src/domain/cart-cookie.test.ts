import { describe, expect, it } from 'vitest';
import { cartCookieText, parseCartCookie } from './cart-cookie.ts';

describe('the cart cookie', () => {
  it('carries the item numbers the server reads back, in the cart’s order', () => {
    const text = cartCookieText([1204, 1101, 5000], true);
    expect(text).toBe('warenkorb=1204.1101.5000; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    const value = text.split(';')[0]!;
    expect(parseCartCookie(`theme=x; ${value}; other=1`)).toEqual([1204, 1101, 5000]);
  });

  it('removes itself when the cart is empty', () => {
    expect(cartCookieText([], false)).toBe('warenkorb=; Max-Age=0; Path=/; SameSite=Lax');
    expect(parseCartCookie('warenkorb=')).toEqual([]);
  });

  it('reads only valid numbers, each once, and at most a hundred', () => {
    expect(parseCartCookie(undefined)).toEqual([]);
    expect(parseCartCookie('warenkorb=12.0.-3.abc.12.99999999999.3e4.1e3.77')).toEqual([12, 77]);
    expect(parseCartCookie('warenkorbx=12; warenkorb=13')).toEqual([13]);
    const many = Array.from({ length: 150 }, (_, index) => index + 1).join('.');
    expect(parseCartCookie(`warenkorb=${many}`)).toHaveLength(100);
  });
});
