import { describe, expect, it } from 'vitest';
import {
  dhlTrackingUrl,
  klarnaDueDay,
  timelineLines,
  TIMELINE_ENTRY_KINDS,
  visibleTimeline,
  type TimelineEntry,
} from './order-events.ts';

const at = new Date('2026-11-27T09:00:00Z');
const entry = (kind: TimelineEntry['kind'], data: TimelineEntry['data'] = {}): TimelineEntry => ({
  kind,
  at,
  data,
});
const titles = (value: TimelineEntry, delivery: 'abholen' | 'liefernDHL' = 'liefernDHL') =>
  timelineLines(value, delivery).map((line) => line.title);

describe("the customer's timeline in German", () => {
  it('says each step of an order', () => {
    expect(titles(entry('placed'))).toEqual(['Bestellt']);
    expect(titles(entry('paid'))).toEqual(['Bezahlt']);
    expect(titles(entry('paid-by-voucher'))).toEqual(['Bezahlt mit Wertgutschein']);
    expect(titles(entry('paid-at-pickup'))).toEqual(['Bar bezahlt']);
    expect(titles(entry('packed'))).toEqual(['Gepackt']);
    expect(titles(entry('packed'), 'abholen')).toEqual(['Zur Abholung bereit']);
    expect(titles(entry('handed-over'), 'abholen')).toEqual(['Übergeben']);
    expect(titles(entry('withdrawal-received'))).toEqual(['Widerruf eingegangen']);
    expect(titles(entry('cancelled'))).toEqual(['Storniert']);
    expect(titles(entry('refund-done', { amountCents: 175 }))).toEqual(['1,75\u00a0€ erstattet']);
  });

  it('never says "bezahlt" for Klarna\'s invoice: it names the day it is due', () => {
    const lines = timelineLines(entry('paid-later', { dueDay: '2026-12-27' }), 'liefernDHL');
    expect(lines[0]?.title).toBe('Zahlung per Rechnung mit Klarna, fällig am 27.12.2026');
    expect(lines.map((line) => line.title).join(' ')).not.toMatch(/^Bezahlt/);
  });

  it('links a shipped parcel to DHL by its number', () => {
    const [shipped] = timelineLines(
      entry('shipped', { trackingNumber: '00340434161234567890' }),
      'liefernDHL',
    );
    expect(shipped).toEqual({
      title: 'Versendet',
      detail: 'Sendungsnummer 00340434161234567890',
      link: {
        href: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
        label: 'Sendung bei DHL verfolgen',
      },
    });
    expect(timelineLines(entry('shipped', { trackingNumber: null }), 'liefernDHL')).toEqual([
      { title: 'Versendet', detail: null, link: null },
    ]);
  });

  it('says what items taken back bring back: the refund under way and the voucher value', () => {
    const returned = entry('items-returned', {
      items: ['Body (Art.-Nr. 1001)', 'Mütze (Art.-Nr. 1002)'],
      refundCents: 175,
      voucherCents: 500,
      way: 'provider',
    });
    expect(timelineLines(returned, 'liefernDHL')).toEqual([
      {
        title: 'Artikel zurückgenommen',
        detail: 'Body (Art.-Nr. 1001), Mütze (Art.-Nr. 1002)',
        link: null,
      },
      {
        title: 'Erstattung 1,75\u00a0€ veranlasst',
        detail: 'Über deine Zahlungsart; je nach Anbieter dauert es einige Tage.',
        link: null,
      },
      { title: '5,00\u00a0€ wieder auf deinem Wertgutschein', detail: null, link: null },
    ]);
    const cancelledByHand = entry('items-cancelled', {
      items: ['Body (Art.-Nr. 1001)'],
      refundCents: 1500,
      voucherCents: 0,
      way: 'manual',
    });
    expect(timelineLines(cancelledByHand, 'abholen').map((line) => line.detail)).toEqual([
      'Body (Art.-Nr. 1001)',
      'Wir zahlen dir den Betrag bar oder per Überweisung aus.',
    ]);
  });

  it('has a line for every kind but the unpacking marker, with no placeholder text', () => {
    for (const kind of TIMELINE_ENTRY_KINDS) {
      const lines = timelineLines(
        entry(kind, {
          amountCents: 100,
          refundCents: 100,
          voucherCents: 100,
          dueDay: '2026-12-01',
        }),
        'liefernDHL',
      );
      if (kind === 'unpacked') expect(lines).toEqual([]);
      else expect(lines.length, kind).toBeGreaterThan(0);
      for (const line of lines) {
        expect(`${line.title} ${line.detail ?? ''}`).not.toMatch(/undefined|null|NaN/);
      }
    }
  });
});

describe('visibleTimeline', () => {
  it('drops a packing the shop took back, and the marker', () => {
    const kinds = visibleTimeline([
      entry('placed'),
      entry('paid'),
      entry('packed'),
      entry('unpacked'),
      entry('packed'),
      entry('shipped'),
    ]).map((value) => value.kind);
    expect(kinds).toEqual(['placed', 'paid', 'packed', 'shipped']);
    expect(visibleTimeline([entry('placed'), entry('unpacked')]).map((v) => v.kind)).toEqual([
      'placed',
    ]);
  });
});

describe('klarnaDueDay', () => {
  it('is 30 Berlin days after the capture, across a month and a year', () => {
    expect(klarnaDueDay(new Date('2026-11-27T09:00:00Z'))).toBe('2026-12-27');
    // 23:30 UTC on 2 December is already 3 December in Berlin.
    expect(klarnaDueDay(new Date('2026-12-02T23:30:00Z'))).toBe('2027-01-02');
  });
});

describe('dhlTrackingUrl', () => {
  it('encodes what a typed number may contain', () => {
    expect(dhlTrackingUrl('JJD 0001&x')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD%200001%26x',
    );
  });
});
