import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageTitle } from './site.ts';

describe('pageTitle', () => {
  it('adds the brand', () => {
    expect(pageTitle('FAQs')).toBe('FAQs | Kinderkiste');
    expect(pageTitle()).toBe('Kinderkiste');
  });
});

describe('canonicalUrl', () => {
  it('joins host and path with one slash', () => {
    expect(canonicalUrl('https://shop.example/', '/faqs')).toBe('https://shop.example/faqs');
    expect(canonicalUrl('https://shop.example', 'faqs')).toBe('https://shop.example/faqs');
  });

  it('keeps absolute URLs', () => {
    expect(canonicalUrl('https://shop.example', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
  });
});
