import { REVIEW_TRUNCATE_CHARS } from '../../../../domain/constants.ts';

/**
 * A review text cut at 200 characters (SPEC.md §2); `truncated` says whether a 'mehr' expander is
 * needed. The cut avoids splitting a word when a space is near, and ends with an ellipsis.
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

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** German date: 22.11.2026. */
export function formatGermanDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
