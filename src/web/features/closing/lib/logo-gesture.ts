import { GOODBYE_GESTURE_CLICKS, GOODBYE_GESTURE_WINDOW_MS } from '../../../../domain/constants.ts';

/**
 * The goodbye logo's hidden click gesture (docs/product.md §1.3): 5 clicks within 2.5 s. Takes the
 * earlier click times and the time of this click; returns the times to keep and whether it fired.
 */
export function registerLogoClick(
  earlier: readonly number[],
  now: number,
  clicks = GOODBYE_GESTURE_CLICKS,
  windowMs = GOODBYE_GESTURE_WINDOW_MS,
): { clicks: number[]; triggered: boolean } {
  const recent = [...earlier.filter((time) => now - time <= windowMs), now];
  if (recent.length >= clicks) return { clicks: [], triggered: true };
  return { clicks: recent, triggered: false };
}
