import { berlinDateParts } from './calendar.ts';
import type { Category, Season } from './catalog.ts';

// Size alerts ("Neu in Gr. 98", issue 21 part 3, decision 046): pure rules.

/** An unconfirmed request is deleted after this many days (nothing is ever sent to it). */
export const UNCONFIRMED_DAYS = 3;
/** At most this many sizes, categories, brands and seasons in one alert. */
export const MAX_ALERT_SIZES = 30;
export const MAX_ALERT_BRANDS = 20;
/** At most this many items in one Friday mail; the mail links to the rest. */
export const MAX_MAIL_ITEMS = 24;

/** What a parent asked to hear about. Empty lists mean "any". */
export interface AlertWish {
  sizes: number[];
  categories: Category[];
  brands: string[];
  seasons: Season[];
}

/** A new item as the Friday mailing sees it. */
export interface NewItem {
  itemNumber: number;
  category: Category;
  size: number | null;
  sizeHat: number[];
  brand: string | null;
  season: Season;
}

/** Whether a new item is one the alert asked for. A size matches clothing and hat sizes alike. */
export function alertWantsItem(wish: AlertWish, item: NewItem): boolean {
  const sized =
    (item.size !== null && wish.sizes.includes(item.size)) ||
    item.sizeHat.some((size) => wish.sizes.includes(size));
  // Tonies have no size: a parent asking for Tonies gets them whatever sizes she chose.
  const sizeless = item.size === null && item.sizeHat.length === 0;
  if (!sized && !(sizeless && wish.categories.includes(item.category))) return false;
  if (wish.categories.length > 0 && !wish.categories.includes(item.category)) return false;
  if (
    wish.brands.length > 0 &&
    !wish.brands.some((brand) => brand.toLowerCase() === item.brand?.toLowerCase())
  )
    return false;
  // An all-season item ("-") suits every season.
  if (wish.seasons.length > 0 && item.season !== '-' && !wish.seasons.includes(item.season))
    return false;
  return true;
}

/** The Berlin date a run belongs to ("2026-11-27"): one run per day at most. */
export function runDateOf(now: Date): string {
  const { year, month, day } = berlinDateParts(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The mail's subject: "Neu in Gr. 98 und 104: 7 Artikel". */
export function alertMailSubject(sizes: readonly number[], items: number): string {
  const sorted = [...sizes].sort((a, b) => a - b);
  const named =
    sorted.length === 1
      ? `Gr. ${sorted[0]}`
      : `Gr. ${sorted.slice(0, -1).join(', ')} und ${sorted.at(-1)}`;
  return `Neu in ${named}: ${items === 1 ? '1 Artikel' : `${items} Artikel`}`;
}
