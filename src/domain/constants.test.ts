import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('spec numbers', () => {
  it.each<[keyof typeof constants, number]>([
    ['MARQUEE_SPEED', 35],
    ['HOME_CAROUSEL_INTERVAL_MS', 5000000],
    ['CART_REMOVAL_DELAY_MS', 2000],
    ['COUPON_SUCCESS_DELAY_MS', 1500],
    ['RETURN_RIGHT_DAYS', 14],
    ['MESSAGE_ROTATOR_INTERVAL_MS', 5000],
    ['MESSAGE_ROTATOR_TRANSITION_MS', 1000],
    ['ORDER_NOTICE_DELAY_MS', 5000],
    ['TOAST_LIMIT', 1],
    ['TOAST_AUTOCLOSE_MS', 5000],
    ['CONSENT_WIDGET_DELAY_MS', 3000],
    ['REVIEW_TRUNCATE_CHARS', 200],
    ['GOODBYE_GESTURE_CLICKS', 5],
    ['GOODBYE_GESTURE_WINDOW_MS', 2500],
    ['GOODBYE_LONG_PRESS_MS', 5000],
  ])('%s = %s', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('lists every constant in this test', () => {
    expect(Object.keys(constants)).toHaveLength(15);
  });
});
