/**
 * The vocabulary of an order's life (decision 054): the events that happen to an order, the
 * entries of the customer's timeline on /bestellung/{id}, and the follow-up work an event leaves
 * for after its transaction. What each event does (its transition, fields, effects and
 * follow-ups) is declared once, on the server, in src/server/aggregates/order-events.ts; the
 * German the customer and the owner read is here, so the order page, the mails and the admin
 * say the same.
 */
import { berlinDateParts, formatGermanDay } from './calendar.ts';
import type { DeliveryMethod } from './delivery.ts';
import { formatEuro, type Cents } from './money.ts';

/** Every event of an order, the status table's (domain/order-status.ts) and the others. */
export const ORDER_EVENT_NAMES = [
  'placed',
  'payment-captured',
  'payment-abandoned',
  'payment-revived',
  'payment-refused',
  'mark-paid',
  'packed',
  'unpacked',
  'ship',
  'withdrawal-received',
  'items-returned',
  'cancel',
  'refund-succeeded',
  'refund-failed',
  'follow-up-failed',
  'follow-up-retried',
] as const;
export type OrderEventName = (typeof ORDER_EVENT_NAMES)[number];

/** The kinds of work an event leaves for after its transaction (the follow-ups). */
export const FOLLOW_UP_KINDS = [
  'issue-invoice',
  'issue-cancellation',
  'send-refund',
  'mail-confirmation',
  'mail-ready-for-pickup',
  'mail-shipped',
  'mail-cancelled',
  'mail-payment-timeout',
  'mail-return',
  'mail-refund',
  'mail-withdrawal-receipt',
  'mail-payout-statement',
  'mail-seller-pickup',
  'mail-terms-notice',
] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** What the owner reads about each follow-up on the order page. */
export const FOLLOW_UP_LABELS: Record<FollowUpKind, string> = {
  'issue-invoice': 'Rechnung ausstellen',
  'issue-cancellation': 'Stornorechnung ausstellen',
  'send-refund': 'Erstattung an den Zahlungsanbieter senden',
  'mail-confirmation': 'Bestellbestätigung per E-Mail',
  'mail-ready-for-pickup': 'E-Mail „Zur Abholung bereit“',
  'mail-shipped': 'Versandbestätigung per E-Mail',
  'mail-cancelled': 'Stornierungs-E-Mail',
  'mail-payment-timeout': 'E-Mail „Zahlung nicht eingegangen“',
  'mail-return': 'E-Mail zur Rücknahme',
  'mail-refund': 'E-Mail zur Erstattung',
  'mail-withdrawal-receipt': 'Eingangsbestätigung des Widerrufs',
  'mail-payout-statement': 'Abrechnung an die Verkäuferin per E-Mail',
  'mail-seller-pickup': 'E-Mail an die Verkäuferin „Deine Sachen zum Abholen“',
  'mail-terms-notice': 'E-Mail an die Verkäuferin „Neue Kommissionsbedingungen“',
};

export const FOLLOW_UP_STATUSES = ['pending', 'done', 'failed', 'skipped'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const FOLLOW_UP_STATUS_LABELS: Record<FollowUpStatus, string> = {
  pending: 'offen',
  done: 'erledigt',
  failed: 'fehlgeschlagen',
  skipped: 'übersprungen',
};

// --- The customer's timeline -------------------------------------------------------------------

/** The entries an event can write to the customer's timeline. */
export const TIMELINE_ENTRY_KINDS = [
  'placed',
  'paid',
  'paid-later',
  'paid-by-voucher',
  'paid-at-pickup',
  'revived',
  'packed',
  'unpacked',
  'shipped',
  'handed-over',
  'withdrawal-received',
  'items-cancelled',
  'items-returned',
  'refund-done',
  'payment-refused',
  'payment-abandoned',
  'cancelled',
] as const;
export type TimelineEntryKind = (typeof TIMELINE_ENTRY_KINDS)[number];

/** What an event stores beside its entry (amounts in cents; absent fields are not part of it). */
export type TimelineEntryData = {
  /** A refund that went out, or a payment that came when nothing was owed. */
  amountCents?: Cents;
  /** Items taken back: the money part of what they cost (refunded) and the voucher part. */
  refundCents?: Cents;
  voucherCents?: Cents;
  trackingNumber?: string | null;
  /** A Berlin calendar day, YYYY-MM-DD. */
  dueDay?: string;
  items?: string[];
  /** Refunds: through the payment provider, or paid out by the owner herself. */
  way?: 'provider' | 'manual';
};

export type TimelineEntry = { kind: TimelineEntryKind; at: Date; data: TimelineEntryData };

/** One line of the timeline as the customer reads it. */
export type TimelineLine = {
  title: string;
  detail: string | null;
  link: { href: string; label: string } | null;
};

/** Klarna's "Rechnung" gives the buyer this many days from the capture (Klarna's Pay in 30 days). */
const KLARNA_PAY_LATER_DAYS = 30;

/** The Berlin day a Klarna invoice is due, for a payment captured at `capturedAt`. */
export function klarnaDueDay(capturedAt: Date): string {
  const { year, month, day } = berlinDateParts(capturedAt);
  const due = new Date(Date.UTC(year, month - 1, day + KLARNA_PAY_LATER_DAYS));
  return due.toISOString().slice(0, 10);
}

/** DHL's page that follows a parcel by its shipment number. */
export function dhlTrackingUrl(trackingNumber: string): string {
  return `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(trackingNumber)}`;
}

const itemList = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : null;

/** The German lines of one timeline entry (items taken back also say what comes back). */
export function timelineLines(
  entry: TimelineEntry,
  deliveryMethod: DeliveryMethod,
): TimelineLine[] {
  const { data } = entry;
  const line = (title: string, detail: string | null = null): TimelineLine => ({
    title,
    detail,
    link: null,
  });
  switch (entry.kind) {
    case 'placed':
      return [line('Bestellt')];
    case 'paid':
      return [line('Bezahlt')];
    case 'paid-later':
      return [
        line(
          `Zahlung per Rechnung mit Klarna, fällig am ${formatGermanDay(data.dueDay ?? '')}`,
          'Klarna schickt dir die Rechnung; du bezahlst direkt an Klarna.',
        ),
      ];
    case 'paid-by-voucher':
      return [line('Bezahlt mit Wertgutschein')];
    case 'paid-at-pickup':
      return [line('Bar bezahlt')];
    case 'revived':
      return [
        line('Bezahlt', 'Deine Zahlung kam nach der Stornierung an; die Bestellung gilt wieder.'),
      ];
    case 'packed':
      return [deliveryMethod === 'abholen' ? line('Zur Abholung bereit') : line('Gepackt')];
    case 'unpacked':
      return [];
    case 'shipped':
      return [
        data.trackingNumber
          ? {
              title: 'Versendet',
              detail: `Sendungsnummer ${data.trackingNumber}`,
              link: {
                href: dhlTrackingUrl(data.trackingNumber),
                label: 'Sendung bei DHL verfolgen',
              },
            }
          : line('Versendet'),
      ];
    case 'handed-over':
      return [line('Übergeben')];
    case 'withdrawal-received':
      return [line('Widerruf eingegangen')];
    case 'items-cancelled':
    case 'items-returned':
      return [
        line(
          entry.kind === 'items-cancelled' ? 'Artikel storniert' : 'Artikel zurückgenommen',
          itemList(data.items),
        ),
        ...refundLines(data),
      ];
    case 'refund-done':
      return [line(`${formatEuro(data.amountCents ?? 0)} erstattet`)];
    case 'payment-refused':
      return [
        line(
          `Zahlung über ${formatEuro(data.amountCents ?? 0)} eingegangen`,
          'Die Bestellung war schon bezahlt oder storniert; wir erstatten dir den Betrag.',
        ),
      ];
    case 'payment-abandoned':
      return [line('Storniert', 'Die Zahlung ist nicht rechtzeitig eingegangen.')];
    case 'cancelled':
      return [line('Storniert')];
  }
}

/** What items taken back bring back: money (a refund under way) and voucher value. */
function refundLines(data: TimelineEntryData): TimelineLine[] {
  const lines: TimelineLine[] = [];
  if ((data.refundCents ?? 0) > 0) {
    lines.push({
      title: `Erstattung ${formatEuro(data.refundCents ?? 0)} veranlasst`,
      detail:
        data.way === 'manual'
          ? 'Wir zahlen dir den Betrag bar oder per Überweisung aus.'
          : 'Über deine Zahlungsart; je nach Anbieter dauert es einige Tage.',
      link: null,
    });
  }
  if ((data.voucherCents ?? 0) > 0) {
    lines.push({
      title: `${formatEuro(data.voucherCents ?? 0)} wieder auf deinem Wertgutschein`,
      detail: null,
      link: null,
    });
  }
  return lines;
}

/**
 * The entries the customer sees, oldest first: a packing the shop took back ('unpacked') takes
 * its 'packed' entry with it, and the marker itself is not shown.
 */
export function visibleTimeline<T extends { kind: TimelineEntryKind }>(entries: readonly T[]): T[] {
  const visible: T[] = [];
  for (const entry of entries) {
    if (entry.kind === 'unpacked') {
      const packed = visible.findLastIndex((candidate) => candidate.kind === 'packed');
      if (packed >= 0) visible.splice(packed, 1);
      continue;
    }
    visible.push(entry);
  }
  return visible;
}
