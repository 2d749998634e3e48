import { describe, expect, it } from 'vitest';
import { auditSentence, type AuditRow } from './audit-sentence.ts';

const kleid = { number: 1234, name: 'Kleid', brand: 'H&M', size: 98, sellerNumber: 12 };

function row(
  method: string,
  route: string,
  details: Record<string, unknown>,
  statusCode = 200,
): AuditRow {
  return { method, route, details, statusCode };
}

describe('auditSentence', () => {
  it.each([
    [
      'a payout run cancelled before it reached the bank (decision 077)',
      row('POST', '/api/admin/payouts/runs/:id/cancel', {
        params: { id: 4 },
        body: { notUploaded: true },
      }),
      'Auszahlungslauf 4 storniert (nicht bei der Bank hochgeladen)',
    ],
    [
      "the nightly step deleting a left seller's contact data (decision 077)",
      row('JOB', 'seller-data-retention', {
        subject: { sellerNumber: 12 },
        body: { step: 'deleteContact' },
      }),
      'Daten von Verkäufer 12 gelöscht (E-Mail, Telefon, Notizen, IBAN; letzte Auszahlung erledigt)',
    ],
    [
      'an item created, with its new number',
      row('POST', '/api/admin/products', {
        body: { name: 'Kleid', brand: 'H&M', size: 98, price: 8.5, sellerNumber: 12 },
        subject: { items: [kleid] },
      }),
      'Artikel 1234 „Kleid H&M Gr. 98“ angelegt, Preis 8,50\u00a0€, Verkäufer 12',
    ],
    [
      'an item edited: the new name from the body, the number from the subject',
      row('PUT', '/api/admin/products/:id', {
        params: { id: 'x' },
        body: { name: 'Sommerkleid', brand: 'H&M', size: 98, price: 6, sellerNumber: null },
        subject: { items: [kleid] },
      }),
      'Artikel 1234 „Sommerkleid H&M Gr. 98“ gespeichert, Preis 6,00\u00a0€',
    ],
    [
      'an item deleted',
      row('DELETE', '/api/admin/products/:id', { subject: { items: [kleid] } }, 204),
      'Artikel 1234 „Kleid H&M Gr. 98“ gelöscht',
    ],
    [
      'an order shipped with its tracking number',
      row('POST', '/api/admin/orders/:id/actions', {
        body: { action: 'ship', trackingNumber: '00340434161234567890' },
        subject: { orderNumber: 10004, pickup: false },
      }),
      'Bestellung 10004 als versendet markiert, Sendungsnummer 00340434161234567890',
    ],
    [
      'a pickup order handed over',
      row('POST', '/api/admin/orders/:id/actions', {
        body: { action: 'ship' },
        subject: { orderNumber: 10005, pickup: true },
      }),
      'Bestellung 10005 übergeben',
    ],
    [
      'shipping without everything packed says so',
      row('POST', '/api/admin/orders/:id/actions', {
        body: { action: 'ship', confirmUnpacked: true },
        subject: { orderNumber: 10004 },
      }),
      'Bestellung 10004 als versendet markiert, obwohl nicht alles gepackt war',
    ],
    [
      'a return of some items',
      row('POST', '/api/admin/orders/:id/returns', {
        body: {
          items: [
            { productId: 'a', resellable: true },
            { productId: 'b', resellable: false },
          ],
        },
        subject: { orderNumber: 10004, items: [kleid, { number: 1240 }] },
      }),
      'Rücknahme zu Bestellung 10004 erfasst, Artikel 1234, 1240, 1 nicht mehr verkäuflich',
    ],
    [
      'a seller created',
      row('POST', '/api/seller', { body: { number: 12, name: 'Anna' } }, 201),
      'Verkäufer 12 (Anna) angelegt',
    ],
    [
      'a payout',
      row('POST', '/api/seller/:number/payouts', {
        params: { number: 12 },
        body: { amount: 25, note: 'bar' },
        subject: { sellerNumber: 12, sellerName: 'Anna' },
      }),
      'Auszahlung über 25,00\u00a0€ an Verkäufer 12 (Anna) erfasst, Notiz: bar',
    ],
    [
      'a label with its shipment number',
      row(
        'POST',
        '/api/admin/orders/:id/labels',
        {
          body: { kind: 'return' },
          subject: { orderNumber: 10004, labelKind: 'return', shipmentNumber: '1234' },
        },
        201,
      ),
      'Retourenlabel zu Bestellung 10004 erstellt, Sendungsnummer 1234',
    ],
    [
      'a refund retried',
      row('POST', '/api/admin/orders/:id/refunds/:refundId/retry', {
        subject: { orderNumber: 10004, amountCents: 1250 },
      }),
      'Erstattung über 12,50\u00a0€ zu Bestellung 10004 erneut gesendet',
    ],
    [
      'a voucher',
      row(
        'POST',
        '/api/admin/vouchers',
        { body: { value: 20, validUntil: '2027-12-31' }, subject: { voucherNumber: 7 } },
        201,
      ),
      'Gutschein Nr. 7 über 20,00\u00a0€ angelegt, gültig bis 31.12.2027',
    ],
    [
      'a sale started',
      row('POST', '/api/admin/sale', {
        body: { action: 'start', discount: 30, filter: { category: 'Kleidung' } },
        subject: { count: 14 },
      }),
      'Sale mit 30 % Rabatt gestartet, Kleidung, 14 Artikel',
    ],
    [
      'drafts published',
      row('POST', '/api/admin/products/publish', {
        body: { ids: ['a', 'b'] },
        subject: { items: [kleid, { number: 1240 }], count: 2 },
      }),
      '2 Entwürfe veröffentlicht, Artikel 1234, 1240',
    ],
    [
      'an item packed for an order',
      row('POST', '/api/orders/set-product-packed', {
        body: { orderId: 'o', productId: 'p' },
        subject: { orderNumber: 10004, items: [kleid] },
      }),
      'Artikel 1234 „Kleid H&M Gr. 98“ in Bestellung 10004 als gepackt markiert',
    ],
    [
      'admin rights granted',
      row('PATCH', '/api/admin/users/:id', {
        body: { isAdmin: true },
        subject: { accountEmail: 'kollege@example.de' },
      }),
      'Admin-Rechte für kollege@example.de vergeben',
    ],
    [
      'several orders shipped at once, one of them refused',
      row('POST', '/api/admin/bulk-shipments', {
        body: { orderIds: ['a', 'b', 'c'] },
        subject: {
          orders: [
            { number: 10004, shipped: true },
            { number: 10005, shipped: true },
            { number: 10006, shipped: false },
          ],
        },
      }),
      'Bestellungen 10004, 10005 gemeinsam als versendet markiert, Etiketten als ein PDF, nicht versendet: 10006',
    ],
    [
      'settings changed, each with its value before',
      row('PUT', '/api/admin/settings', {
        body: {
          revision: 3,
          values: { DATEV_CONSULTANT_NUMBER: '29098', SELLER_SHARE_PERCENT: '40' },
        },
        subject: { settingsBefore: { DATEV_CONSULTANT_NUMBER: '', SELLER_SHARE_PERCENT: '50' } },
      }),
      'Einstellungen geändert: Beraternummer 29098 (vorher leer); Anteil der Verkäuferin in % 40 (vorher 50)',
    ],
    [
      'a refused settings change, as the body tells it',
      row(
        'PUT',
        '/api/admin/settings',
        {
          body: { revision: 3, values: { DATEV_CONSULTANT_NUMBER: '12' } },
          refusal: 'Beraternummer: erwartet 4 bis 7 Ziffern, ab 1001.',
        },
        400,
      ),
      'abgelehnt: Einstellungen ändern: Beraternummer 12 – Beraternummer: erwartet 4 bis 7 Ziffern, ab 1001.',
    ],
    [
      'admin rights revoked, from an old row without a subject',
      row('PATCH', '/api/admin/users/:id', { body: { isAdmin: false } }),
      'Admin-Rechte entzogen',
    ],
  ])('%s', (_name, entry, expected) => {
    expect(auditSentence(entry)).toBe(expected);
  });

  it('reads old rows without a subject as far as the request tells', () => {
    expect(
      auditSentence(
        row('PUT', '/api/admin/products/:id', {
          params: { id: '0f0e' },
          body: { name: 'Latzhose', brand: null, size: 86, price: 7.5 },
        }),
      ),
    ).toBe('Artikel „Latzhose Gr. 86“ gespeichert, Preis 7,50\u00a0€');
    expect(
      auditSentence(row('POST', '/api/admin/orders/:id/actions', { body: { action: 'cancel' } })),
    ).toBe('Bestellung storniert');
    expect(auditSentence(row('PUT', '/api/seller/:number', { params: { number: 12 } }))).toBe(
      'Verkäufer 12 gespeichert',
    );
  });

  it('writes a change that did not happen as a refused, failed or unknown attempt', () => {
    const ship = {
      body: { action: 'ship', trackingNumber: '0034' },
      subject: { orderNumber: 10004 },
    };
    expect(auditSentence(row('POST', '/api/admin/orders/:id/actions', ship, 409))).toBe(
      'abgelehnt: Bestellung 10004 als versendet markieren, Sendungsnummer 0034',
    );
    expect(auditSentence(row('POST', '/api/admin/orders/:id/actions', ship, 503))).toBe(
      'fehlgeschlagen: Bestellung 10004 als versendet markieren, Sendungsnummer 0034',
    );
    expect(auditSentence(row('POST', '/api/admin/orders/:id/actions', ship, 102))).toBe(
      'Ausgang unbekannt: Bestellung 10004 als versendet markieren, Sendungsnummer 0034',
    );
    expect(
      auditSentence(row('POST', '/api/admin/products', { body: { name: 'Unvollständig' } }, 400)),
    ).toBe('abgelehnt: Artikel „Unvollständig“ anlegen');
  });

  it('gives the reason a refused change was given, and none for a success', () => {
    const refused = {
      body: { action: 'cancel' },
      subject: { orderNumber: 10004 },
      refusal: 'Diese Bestellung ist schon versendet.',
    };
    expect(auditSentence(row('POST', '/api/admin/orders/:id/actions', refused, 409))).toBe(
      'abgelehnt: Bestellung 10004 stornieren – Diese Bestellung ist schon versendet.',
    );
    expect(auditSentence(row('POST', '/api/admin/orders/:id/actions', refused, 200))).toBe(
      'Bestellung 10004 storniert',
    );
    expect(auditSentence(row('POST', '/api/admin/neu', { refusal: 'Nicht erlaubt.' }, 403))).toBe(
      'abgelehnt: POST /api/admin/neu – Nicht erlaubt.',
    );
  });

  it('keeps a subject it cannot read out of the sentence rather than failing', () => {
    expect(
      auditSentence(
        row('DELETE', '/api/admin/products/:id', { subject: { items: 'kaputt' } }, 204),
      ),
    ).toBe('Artikel gelöscht');
  });

  it('names a route it has no sentence for by its German name, or else by method and path', () => {
    expect(auditSentence(row('POST', '/api/users/renew', {}))).toBe('Anmeldung verlängert');
    expect(auditSentence(row('POST', '/api/admin/etwas-neues', {}, 400))).toBe(
      'abgelehnt: POST /api/admin/etwas-neues',
    );
  });
});
