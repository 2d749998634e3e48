import { expect, it } from 'vitest';
import { secondsUntilCopyNeeded } from './marquee-copy.ts';

it("is the time the first row's end takes to reach the window's right edge", () => {
  // 24 cards of 176 px on a 412 px phone at 35 px/s: 4,224 - 412 = 3,812 px to go.
  expect(
    secondsUntilCopyNeeded({
      cards: 24,
      cardStepPx: 176,
      windowWidthPx: 412,
      speedPxPerSecond: 35,
    }),
  ).toBeCloseTo(108.9, 1);
});

it('is now when the row does not fill the window', () => {
  expect(
    secondsUntilCopyNeeded({
      cards: 3,
      cardStepPx: 208,
      windowWidthPx: 1440,
      speedPxPerSecond: 35,
    }),
  ).toBe(0);
});
