/**
 * Legal terms that several places must say alike: the checkout's start, the AGB, the FAQ and the
 * order confirmation mail (docs/product.md §10.1; decision 035). One wording each, so they cannot
 * drift.
 */

/** Where the shop delivers; shown when checkout starts (§ 312j Abs. 1 BGB). */
export const DELIVERY_AREA_NOTICE = 'Wir liefern nur innerhalb Deutschlands.';

/** The payment restriction of cash, shown with the offered payment methods. */
export const CASH_AT_PICKUP_NOTICE = 'Barzahlung ist nur bei Abholung an der Abholstation möglich.';

/**
 * The warranty as every text states it: AGB § 8, the FAQ, the order confirmation mail. § 476
 * Abs. 2 BGB allows one year for used goods only by an agreement the consumer makes separately and
 * expressly before ordering; the shop makes no such agreement and keeps the statutory two years
 * (decision 035).
 */
export const WARRANTY_TEXT =
  'Es gilt die gesetzliche Mängelhaftung (Gewährleistung): Ansprüche wegen eines Mangels verjähren in zwei Jahren ab Ablieferung der Ware – auch bei gebrauchten Artikeln.';

/**
 * Wordings of a shortened warranty ("ein Jahr", "12 Monate" …) that no customer text may carry
 * while the shop keeps two years; the tests search the texts for them.
 */
export const SHORTENED_WARRANTY_PATTERN = /\b(ein(em)?|1)\s+Jahr\b|\b(12|zwölf)\s+Monat|\bverkürz/i;
