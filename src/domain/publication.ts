import { berlinDateParts, SHOP_TIME_ZONE } from './calendar.ts';

/**
 * When an item goes into the shop (decision 038): at once, later by itself at a planned Berlin
 * time, or not yet (a draft). Pure rules shared by the item form and the server.
 */

export const PUBLICATION_MESSAGES = {
  inPast: 'Der geplante Zeitpunkt liegt in der Vergangenheit. Bitte wähle einen späteren.',
  tooFar: 'Bitte plane höchstens ein Jahr im Voraus.',
  noWayBack:
    'Ein Artikel, der schon im Shop war, wird kein Entwurf mehr. Nimm ihn stattdessen offline.',
  badTime: 'Bitte gib Datum und Uhrzeit an, z. B. 27.11.2026 08:00.',
} as const;

const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** Why this planned time cannot be taken, or null when it can. */
export function scheduleRefusal(publishAt: Date, now: Date): string | null {
  if (Number.isNaN(publishAt.getTime())) return PUBLICATION_MESSAGES.badTime;
  if (publishAt.getTime() <= now.getTime()) return PUBLICATION_MESSAGES.inPast;
  if (publishAt.getTime() - now.getTime() > MAX_AHEAD_MS) return PUBLICATION_MESSAGES.tooFar;
  return null;
}

/** A Berlin wall-clock time as the form holds it: '2026-11-27' and '08:00'. */
export type BerlinWallTime = { date: string; time: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The Berlin wall-clock time of an instant, as the date and time inputs show it. */
export function berlinWallTimeOf(instant: Date): BerlinWallTime {
  const { year, month, day, hour, minute } = berlinDateParts(instant);
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
}

/**
 * The instant a Berlin wall-clock time stands for, whatever the zone of the machine reading it
 * (a phone abroad still plans in shop time). Null for text that is no date or time. In the hour
 * the clocks go back, the earlier of the two instants is taken; a time skipped when they go
 * forward is read as the hour after.
 */
export function instantOfBerlinWallTime({ date, time }: BerlinWallTime): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day, hour, minute] = [...dateMatch.slice(1), ...timeMatch.slice(1)].map(
    Number,
  ) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // Berlin is UTC+1 or UTC+2: try both offsets, keep the one whose Berlin reading matches.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const parts = berlinWallTimeOf(candidate);
    if (parts.date === date && parts.time === time) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}

/**
 * The form's suggestion for a planned item: the next Friday at 08:00 in Berlin ("new items
 * every Friday"), today when it is Friday before eight.
 */
export function nextFridayMorning(now: Date): BerlinWallTime {
  const { year, month, day } = berlinDateParts(now);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const candidate = new Date(Date.UTC(year, month - 1, day + ahead));
    if (candidate.getUTCDay() !== 5) continue;
    const wall = { date: candidate.toISOString().slice(0, 10), time: '08:00' };
    const instant = instantOfBerlinWallTime(wall);
    if (instant !== null && instant.getTime() > now.getTime()) return wall;
  }
  // Friday after eight: the Friday a week later.
  const nextWeek = new Date(Date.UTC(year, month - 1, day + 7));
  return { date: nextWeek.toISOString().slice(0, 10), time: '08:00' };
}

let publishAtFormat: Intl.DateTimeFormat | undefined;

/** A planned time as the admin reads it: 'Fr., 27.11.2026, 08:00' (Berlin time). */
export function formatPublishAt(instant: Date | string): string {
  publishAtFormat ??= new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return publishAtFormat.format(new Date(instant));
}

export type StoredProductStatus =
  'active' | 'inactive' | 'sold' | 'draft' | 'announced' | 'rejected';

/** What the admin chose for an item's place in the shop (the wire's `publication`). */
export type Publication =
  | { mode: 'online' }
  | { mode: 'offline' }
  | { mode: 'draft' }
  | { mode: 'scheduled'; publishAt: string };

export type PublicationChange =
  | {
      ok: true;
      status: StoredProductStatus;
      publishAt: Date | null;
      /** True when the item goes live now for the first time: it becomes "new in shop". */
      listNow: boolean;
    }
  | { ok: false; message: string };

/**
 * The stored status that follows from the admin's choice. `current` is null for a new item.
 * A sold item stays sold (only cancelling its order brings it back); an item that was in the
 * shop can go offline but not back to being a draft, so "went live" keeps one meaning.
 */
export function publicationChange(
  current: StoredProductStatus | null,
  publication: Publication,
  now: Date,
): PublicationChange {
  if (current === 'sold') return { ok: true, status: 'sold', publishAt: null, listNow: false };
  const wasLive = current === 'active' || current === 'inactive';
  switch (publication.mode) {
    case 'online':
      return { ok: true, status: 'active', publishAt: null, listNow: !wasLive };
    case 'offline':
      return { ok: true, status: 'inactive', publishAt: null, listNow: false };
    case 'draft':
      if (wasLive) return { ok: false, message: PUBLICATION_MESSAGES.noWayBack };
      return { ok: true, status: 'draft', publishAt: null, listNow: false };
    case 'scheduled': {
      if (wasLive) return { ok: false, message: PUBLICATION_MESSAGES.noWayBack };
      const publishAt = new Date(publication.publishAt);
      const refusal = scheduleRefusal(publishAt, now);
      if (refusal !== null) return { ok: false, message: refusal };
      return { ok: true, status: 'draft', publishAt, listNow: false };
    }
  }
}
