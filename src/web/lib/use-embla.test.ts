import { describe, expect, it } from 'vitest';
import { swipeStep } from './use-embla.ts';

describe('swipeStep', () => {
  it('asks for the next slide when the finger moved left, the previous one when it moved right', () => {
    expect(swipeStep(-80, 5)).toBe('next');
    expect(swipeStep(80, -5)).toBe('previous');
  });

  it('takes a press that moved no more than Embla’s drag threshold for a tap', () => {
    expect(swipeStep(-10, 0)).toBeNull();
    expect(swipeStep(10, 0)).toBeNull();
    expect(swipeStep(-11, 0)).toBe('next');
  });

  it('leaves a movement more up or down than sideways to the page’s scrolling', () => {
    expect(swipeStep(-40, 60)).toBeNull();
    expect(swipeStep(40, -40)).toBeNull();
  });
});
