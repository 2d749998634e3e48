import { berlinDateParts } from '../../../../domain/calendar.ts';
import { REVIEW_TRUNCATE_CHARS } from '../../../../domain/constants.ts';

/**
 * A review text cut at 200 characters (docs/product.md §2.7); `truncated` says whether a 'mehr'
 * expander is needed. The cut avoids splitting a word when a space is near, and ends with an
 * ellipsis.
 */
export function truncateReview(
  text: string,
  limit = REVIEW_TRUNCATE_CHARS,
): { text: string; truncated: boolean } {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= limit) return { text: trimmed, truncated: false };
  const cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  const clean = space > limit * 0.8 ? cut.slice(0, space) : cut;
  return { text: `${clean.trimEnd()} …`, truncated: true };
}

/** German date in Berlin: 22.11.2026. */
export function formatGermanDate(iso: string): string {
  const { day, month, year } = berlinDateParts(new Date(iso));
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}
