import { describe, expect, it } from 'vitest';
import { parseEuroInput } from './euro-input.ts';

describe('parseEuroInput', () => {
  it('reads German and plain amounts', () => {
    expect(parseEuroInput('25')).toBe(25);
    expect(parseEuroInput('4,99')).toBe(4.99);
    expect(parseEuroInput(' 12.5 € ')).toBe(12.5);
  });

  it('refuses what is no amount', () => {
    expect(parseEuroInput('')).toBeNull();
    expect(parseEuroInput('1.234,50')).toBeNull();
    expect(parseEuroInput('-3')).toBeNull();
    expect(parseEuroInput('4,999')).toBeNull();
  });
});
