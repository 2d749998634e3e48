import { describe, expect, it } from 'vitest';
import { formatGermanDate, truncateReview } from './review-text.ts';

describe('truncateReview', () => {
  it('keeps short texts', () => {
    expect(truncateReview('Super Shop!')).toEqual({ text: 'Super Shop!', truncated: false });
  });

  it('keeps a text of exactly 200 characters', () => {
    expect(truncateReview('a'.repeat(200)).truncated).toBe(false);
  });

  it('cuts longer texts at 200 characters with an ellipsis', () => {
    const result = truncateReview('a'.repeat(250));
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'a'.repeat(200)} …`);
  });

  it('does not split a word when a space is near the cut', () => {
    const text = `${'wort '.repeat(39)}abcdefghij`; // 195 + 10 characters
    const result = truncateReview(text);
    expect(result.text.endsWith('wort …')).toBe(true);
  });
});

describe('formatGermanDate', () => {
  it('formats as dd.mm.yyyy in Berlin time', () => {
    expect(formatGermanDate('2026-11-21T23:30:00Z')).toBe('22.11.2026');
  });
});
