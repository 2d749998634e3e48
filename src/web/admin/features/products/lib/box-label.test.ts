import { describe, expect, it } from 'vitest';
import { boxLabel } from './box-label.ts';

describe('boxLabel', () => {
  it('names a box once, however it was entered', () => {
    expect(boxLabel('Kiste 6')).toBe('Kiste 6');
    expect(boxLabel('6')).toBe('Kiste 6');
    expect(boxLabel('12b')).toBe('Kiste 12b');
    expect(boxLabel('Regal A')).toBe('Regal A');
  });
  it('is nothing without a box', () => {
    expect(boxLabel(null)).toBeNull();
    expect(boxLabel('  ')).toBeNull();
  });
});
