/**
 * What the home page's first slide may promise (UWG § 5: a banner must be true for what the
 * visitor can buy while it shows; decision 036). The slide is worded from the catalogue as it is
 * now: "50 % auf alles" only while every item for sale is reduced by 50 %. The owner sets the
 * reductions in /admin/sale; the slide follows them.
 */

/** The reductions of the items for sale right now. */
export type PromotionSummary = {
  /** Items for sale (active). */
  activeItems: number;
  /** Of those, the reduced ones (sale with a discount). */
  saleItems: number;
  /** The smallest and largest discount in percent among the reduced items; 0 without any. */
  lowestPercent: number;
  highestPercent: number;
};

export type PromotionSlide = {
  kind: 'everything' | 'sale' | 'none';
  kicker: string;
  title: string;
  text: string;
};

/** The first slide's words for this catalogue. */
export function promotionSlide(summary: PromotionSummary): PromotionSlide {
  const { activeItems, saleItems, lowestPercent, highestPercent } = summary;
  if (activeItems > 0 && saleItems === activeItems && lowestPercent > 0) {
    const same = lowestPercent === highestPercent;
    return {
      kind: 'everything',
      kicker: 'Große Aktion',
      title: same ? `${lowestPercent} % auf alles` : `Mindestens ${lowestPercent} % auf alles`,
      text:
        same && lowestPercent === 50
          ? 'Ein halber Preis für jedes Einzelstück – solange der Vorrat reicht.'
          : `Jedes Einzelstück im Shop ist gerade um ${same ? '' : 'mindestens '}${lowestPercent} % reduziert – solange der Vorrat reicht.`,
    };
  }
  if (saleItems > 0 && highestPercent > 0) {
    return {
      kind: 'sale',
      kicker: 'Sale',
      title: `Bis zu ${highestPercent} % reduziert`,
      text:
        saleItems === 1
          ? 'Ein reduziertes Einzelstück wartet auf dich – schnell sein lohnt sich.'
          : `${saleItems} reduzierte Einzelstücke aus allen Kategorien – schnell sein lohnt sich.`,
    };
  }
  return {
    kind: 'none',
    kicker: 'Second-Hand',
    title: 'Einzelstücke zum kleinen Preis',
    text: 'Geprüfte Kinderkleidung, Schlafsäcke und Accessoires – jedes Teil gibt es nur einmal.',
  };
}
