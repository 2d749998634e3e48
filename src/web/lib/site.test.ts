import { describe, expect, it } from 'vitest';
import { pageTitle, readShopName } from './site.ts';

describe('pageTitle', () => {
  it('adds the brand', () => {
    expect(pageTitle('FAQs')).toBe('FAQs | Kinderkiste');
    expect(pageTitle()).toBe('Kinderkiste');
  });
});

describe('readShopName', () => {
  const pageWith = (content: string | null) => ({
    querySelector: (selector: string) =>
      selector === 'meta[name="application-name"]'
        ? ({ getAttribute: () => content } as unknown as Element)
        : null,
  });

  it("takes the name the server wrote into the page, else the build's", () => {
    expect(readShopName(pageWith('Zwergenkiste'), 'Kinderkiste')).toBe('Zwergenkiste');
    expect(readShopName(pageWith('  '), 'Kinderkiste')).toBe('Kinderkiste');
    expect(readShopName(pageWith(null), 'Kinderkiste')).toBe('Kinderkiste');
    expect(readShopName(undefined, 'Kinderkiste')).toBe('Kinderkiste');
  });
});
