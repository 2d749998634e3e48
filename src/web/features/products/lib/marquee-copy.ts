/**
 * When the new-in-shop band (components/new-products-marquee.tsx) needs its second row: the
 * first row moves left at `speedPxPerSecond`, and the copy must follow it before the row's end
 * enters the band's window. Until then the copy is work for nothing.
 */
export function secondsUntilCopyNeeded({
  cards,
  cardStepPx,
  windowWidthPx,
  speedPxPerSecond,
}: {
  cards: number;
  /** A card's width plus its margins. */
  cardStepPx: number;
  /** The band's visible width (at most the viewport's). */
  windowWidthPx: number;
  speedPxPerSecond: number;
}): number {
  const rowWidthPx = Math.max(cards * cardStepPx, windowWidthPx);
  return (rowWidthPx - windowWidthPx) / speedPxPerSecond;
}
