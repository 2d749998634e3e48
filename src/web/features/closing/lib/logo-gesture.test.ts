import { describe, expect, it } from 'vitest';
import { registerLogoClick } from './logo-gesture.ts';

function clickAt(times: number[]) {
  let kept: number[] = [];
  let triggered = false;
  for (const time of times) {
    const result = registerLogoClick(kept, time);
    kept = result.clicks;
    triggered ||= result.triggered;
  }
  return triggered;
}

describe('registerLogoClick', () => {
  it('fires on the fifth click within 2.5 s', () => {
    expect(clickAt([0, 400, 800, 1200, 1600])).toBe(true);
    expect(clickAt([0, 600, 1200, 1800, 2500])).toBe(true);
  });

  it('does not fire on four clicks', () => {
    expect(clickAt([0, 100, 200, 300])).toBe(false);
  });

  it('does not fire when the clicks spread over more than 2.5 s', () => {
    expect(clickAt([0, 700, 1400, 2100, 2600])).toBe(false);
  });

  it('starts afresh after firing', () => {
    const result = registerLogoClick([0, 1, 2, 3], 4);
    expect(result).toEqual({ clicks: [], triggered: true });
  });
});
