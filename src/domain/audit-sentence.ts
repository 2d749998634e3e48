import { AUDITED_ACTION_NAMES } from './api/audit-log.ts';
import { readAuditSubject, type AuditItem, type AuditSubject } from './audit-subject.ts';
import { eurosToCents, formatEuro } from './money.ts';
import { sizeLabel } from './product-display.ts';
import { settingDefinition } from './shop-settings.ts';

// The Änderungsprotokoll's sentence for one stored row (decision 059): "Bestellung 10004 als
// versendet markiert, Sendungsnummer 00340434161234567890". Built from the row alone, so rows
// written before subjects existed read as well as the request tells (the item's name from the
// body, no number), and a route without a phrase here reads as its German name.
//
// A change that did not happen reads as an attempt: "abgelehnt: Bestellung 10004 als versendet
// markieren – <the answer's message>" — the infinitive, so the sentence never claims what was
// refused, and the reason she was given.

/** What the row says happened: its subject, the verb done and attempted, and extra facts. */
type Phrase = { what: string; done: string; attempt: string; extra?: string[] };

type Facts = {
  subject: AuditSubject;
  params: Record<string, unknown>;
  body: Record<string, unknown>;
  upload: Record<string, unknown>;
};

export type AuditRow = {
  method: string;
  route: string;
  details: Record<string, unknown>;
  statusCode: number;
};

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Euros from a request body (8.5) as the shop writes them: "8,50 €". */
function euros(value: unknown): string | undefined {
  const amount = number(value);
  return amount === undefined ? undefined : formatEuro(eurosToCents(amount));
}

/** '2027-12-31' → '31.12.2027'. */
function germanDate(value: unknown): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value) ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : undefined;
}

function compact(parts: (string | undefined | false)[]): string[] {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '');
}

/** „Kleid H&M Gr. 98“: name, brand and size, as far as they are known. */
function itemTitle(item: Partial<AuditItem>): string | undefined {
  const size = item.size == null ? '' : sizeLabel({ size: item.size, sizeHat: null });
  const title = compact([text(item.name), text(item.brand), size]).join(' ');
  return title === '' ? undefined : `„${title}“`;
}

/** "Artikel 1234 „Kleid H&M Gr. 98“", "Artikel 1234" or "Artikel „Kleid“". */
function itemLabel(item: Partial<AuditItem> | undefined): string {
  if (item === undefined) return 'Artikel';
  return compact(['Artikel', item.number === undefined ? '' : String(item.number), itemTitle(item)])
    .join(' ')
    .trim();
}

/** The row's one item: its subject, or (old rows, refused creations) what the body says. */
function theItem({ subject, body }: Facts): Partial<AuditItem> | undefined {
  const known = subject.items?.[0];
  const fromBody: Partial<AuditItem> = {
    name: text(body.name),
    brand: text(body.brand) ?? null,
    size: number(body.size) ?? null,
  };
  // An edit's body holds the new name; the subject the number and the name before.
  if (known !== undefined) {
    return body.name === undefined ? known : { ...known, ...fromBody, number: known.number };
  }
  return body.name === undefined ? undefined : fromBody;
}

function itemNumbers(subject: AuditSubject): string | undefined {
  const numbers = subject.items?.map((item) => item.number) ?? [];
  if (numbers.length === 0) return undefined;
  const shown = numbers.slice(0, 10).join(', ');
  return `Artikel ${shown}${numbers.length > 10 ? ` und ${numbers.length - 10} weitere` : ''}`;
}

function orderLabel({ subject }: Facts): string {
  return subject.orderNumber === undefined ? 'Bestellung' : `Bestellung ${subject.orderNumber}`;
}

function ofOrder(facts: Facts): string {
  return facts.subject.orderNumber === undefined
    ? 'zu einer Bestellung'
    : `zu Bestellung ${facts.subject.orderNumber}`;
}

function sellerLabel({ subject, params, body }: Facts): string {
  const sellerNumber = subject.sellerNumber ?? number(body.number) ?? number(Number(params.number));
  // An edit's body holds the new name; the subject the name before.
  const name = text(body.name) ?? subject.sellerName;
  return compact([
    'Verkäufer',
    sellerNumber === undefined ? '' : String(sellerNumber),
    name && `(${name})`,
  ]).join(' ');
}

function sellerLinkOf(facts: Facts): string {
  return `Link zur Verkäuferseite von ${sellerLabel(facts)}`;
}

function priceAndSeller({ body }: Facts): string[] {
  const price = euros(body.price);
  const seller = number(body.sellerNumber);
  return compact([price && `Preis ${price}`, seller !== undefined && `Verkäufer ${seller}`]);
}

/** "Bestellungen 10004, 10005 als versendet markiert, abgelehnt: 10006" (decision 060). */
function bulkShipment({ subject }: Facts): Phrase {
  const orders = subject.orders ?? [];
  const numbers = (list: typeof orders) => list.map((order) => order.number).join(', ');
  const answered = orders.some((order) => order.shipped !== undefined);
  const shipped = answered ? orders.filter((order) => order.shipped === true) : orders;
  const refused = answered ? orders.filter((order) => order.shipped === false) : [];
  const what =
    shipped.length === 0
      ? 'Keine Bestellung'
      : `${shipped.length === 1 ? 'Bestellung' : 'Bestellungen'} ${numbers(shipped)}`;
  return {
    what,
    done: 'gemeinsam als versendet markiert, Etiketten als ein PDF',
    attempt: 'gemeinsam als versendet markieren',
    extra: compact([refused.length > 0 && `nicht versendet: ${numbers(refused)}`]),
  };
}

/** "Einstellungen geändert: Beraternummer 29098 (vorher leer)" (decision 056). */
function settingsChange({ body, subject }: Facts): Phrase {
  const values = record(body.values);
  const before = subject.settingsBefore ?? {};
  const changes = Object.entries(values).map(([key, value]) => {
    const label = settingDefinition(key)?.label ?? key;
    const now = typeof value === 'string' && value.trim() !== '' ? value.trim() : 'leer';
    const was = before[key];
    return was === undefined ? `${label} ${now}` : `${label} ${now} (vorher ${was || 'leer'})`;
  });
  return {
    what: 'Einstellungen',
    done: changes.length === 0 ? 'gespeichert' : `geändert: ${changes.join('; ')}`,
    attempt: changes.length === 0 ? 'speichern' : `ändern: ${changes.join('; ')}`,
  };
}

function orderCommand(facts: Facts): Phrase {
  const { body, subject } = facts;
  const order = orderLabel(facts);
  const tracking = text(body.trackingNumber);
  const overrides = compact([
    body.confirmUnpacked === true && 'obwohl nicht alles gepackt war',
    body.overrideWithdrawal === true && 'trotz Widerruf',
  ]);
  switch (body.action) {
    case 'mark-paid':
      return {
        what: order,
        done: 'als bezahlt markiert',
        attempt: 'als bezahlt markieren',
      };
    case 'ship':
      return subject.pickup === true
        ? { what: order, done: 'übergeben', attempt: 'übergeben', extra: overrides }
        : {
            what: order,
            done: 'als versendet markiert',
            attempt: 'als versendet markieren',
            extra: compact([tracking && `Sendungsnummer ${tracking}`, ...overrides]),
          };
    case 'pay-and-hand-over':
      return {
        what: order,
        done: 'bar bezahlt und übergeben',
        attempt: 'als bar bezahlt übergeben',
        extra: overrides,
      };
    case 'cancel':
      return { what: order, done: 'storniert', attempt: 'stornieren' };
    case 'withdraw':
      return { what: `Widerruf ${ofOrder(facts)}`, done: 'erfasst', attempt: 'erfassen' };
    case 'return':
      return {
        what: order,
        done: 'vollständig zurückgenommen',
        attempt: 'vollständig zurücknehmen',
      };
    default:
      return { what: order, done: 'bearbeitet', attempt: 'bearbeiten' };
  }
}

function accountChange(facts: Facts): Phrase {
  const account = facts.subject.accountEmail;
  if (facts.body.isAdmin === true || facts.body.isAdmin === false) {
    const granted = facts.body.isAdmin === true;
    return {
      what: compact(['Admin-Rechte', account && `für ${account}`]).join(' '),
      done: granted ? 'vergeben' : 'entzogen',
      attempt: granted ? 'vergeben' : 'entziehen',
    };
  }
  return { what: compact(['Konto', account]).join(' '), done: 'geändert', attempt: 'ändern' };
}

function saleChange({ body, subject }: Facts): Phrase {
  const filter = record(body.filter);
  const seller = number(filter.sellerNumber);
  const scope = compact([
    text(filter.category),
    Array.isArray(filter.brands) && filter.brands.length > 0 && filter.brands.join(', '),
    seller !== undefined && `Verkäufer ${seller}`,
  ]);
  const count = subject.count === undefined ? undefined : `${subject.count} Artikel`;
  if (body.preview === true) {
    return {
      what: 'Sale-Vorschau',
      done: 'berechnet',
      attempt: 'berechnen',
      extra: compact([...scope, count]),
    };
  }
  if (body.action === 'end') {
    return { what: 'Sale', done: 'beendet', attempt: 'beenden', extra: compact([...scope, count]) };
  }
  const discount = number(body.discount);
  return {
    what: discount === undefined ? 'Sale' : `Sale mit ${discount} % Rabatt`,
    done: 'gestartet',
    attempt: 'starten',
    extra: compact([...scope, count]),
  };
}

function returnOfItems(facts: Facts): Phrase {
  const items = Array.isArray(facts.body.items) ? facts.body.items.map(record) : [];
  const damaged = items.filter((item) => item.resellable === false).length;
  return {
    what: `Rücknahme ${ofOrder(facts)}`,
    done: 'erfasst',
    attempt: 'erfassen',
    extra: compact([
      itemNumbers(facts.subject) ?? (items.length > 0 && `${items.length} Artikel`),
      damaged > 0 && `${damaged} nicht mehr verkäuflich`,
    ]),
  };
}

function refundOf(facts: Facts): string {
  const amount = facts.subject.amountCents;
  return compact([
    'Erstattung',
    amount !== undefined && `über ${formatEuro(amount)}`,
    ofOrder(facts),
  ]).join(' ');
}

function labelOf(facts: Facts): string {
  const kind = facts.subject.labelKind ?? text(facts.body.kind);
  return `${kind === 'return' ? 'Retourenlabel' : 'Versandlabel'} ${ofOrder(facts)}`;
}

function packedItem(facts: Facts): string {
  const item = itemLabel(theItem(facts));
  return facts.subject.orderNumber === undefined
    ? item
    : `${item} in Bestellung ${facts.subject.orderNumber}`;
}

/** One phrase for every state-changing admin route; the audited-names test checks the list. */
export const AUDIT_PHRASES: Readonly<Record<string, (facts: Facts) => Phrase>> = {
  'POST /api/admin/products': (facts) => ({
    what: itemLabel(theItem(facts)),
    done: 'angelegt',
    attempt: 'anlegen',
    extra: priceAndSeller(facts),
  }),
  'PUT /api/admin/products/:id': (facts) => ({
    what: itemLabel(theItem(facts)),
    done: 'gespeichert',
    attempt: 'speichern',
    extra: priceAndSeller(facts),
  }),
  'DELETE /api/admin/products/:id': (facts) => ({
    what: itemLabel(theItem(facts)),
    done: 'gelöscht',
    attempt: 'löschen',
  }),
  'POST /api/admin/products/:id/reject': (facts) => ({
    what: `angemeldeter ${itemLabel(theItem(facts))}`,
    done: 'abgelehnt',
    attempt: 'ablehnen',
  }),
  'POST /api/admin/images': ({ upload }) => {
    const bytes = number(upload.bytes);
    return {
      what: 'Bild',
      done: 'hochgeladen',
      attempt: 'hochladen',
      extra: compact([bytes !== undefined && `${Math.max(1, Math.round(bytes / 1024))} KB`]),
    };
  },
  'POST /api/admin/sale': saleChange,
  'PUT /api/admin/settings': settingsChange,
  'POST /api/admin/bulk-shipments': bulkShipment,
  'PUT /api/admin/price-factors': () => ({
    what: 'Preisfaktoren',
    done: 'geändert',
    attempt: 'ändern',
  }),
  'POST /api/admin/coupons': ({ body }) => ({
    what: compact(['Rabattcode', text(body.code)]).join(' '),
    done: 'angelegt',
    attempt: 'anlegen',
  }),
  'POST /api/admin/coupons/:id/end': ({ subject }) => ({
    what: compact(['Rabattcode', subject.couponCode]).join(' '),
    done: 'beendet',
    attempt: 'beenden',
  }),
  'POST /api/admin/vouchers': ({ body, subject }) => ({
    what: compact([
      'Gutschein',
      subject.voucherNumber !== undefined && `Nr. ${subject.voucherNumber}`,
      euros(body.value) && `über ${euros(body.value)}`,
    ]).join(' '),
    done: 'angelegt',
    attempt: 'anlegen',
    extra: compact([germanDate(body.validUntil) && `gültig bis ${germanDate(body.validUntil)}`]),
  }),
  'POST /api/admin/orders/:id/actions': orderCommand,
  'DELETE /api/admin/orders/:id/attention': (facts) => ({
    what: `Hinweis ${ofOrder(facts)}`,
    done: 'erledigt',
    attempt: 'als erledigt markieren',
  }),
  'POST /api/orders/set-product-packed': (facts) => ({
    what: packedItem(facts),
    done: 'als gepackt markiert',
    attempt: 'als gepackt markieren',
  }),
  // The item is known only once the scan found it; a refused scan names the number scanned.
  'POST /api/orders/pack-scanned': (facts) => ({
    what:
      facts.subject.items === undefined
        ? `Artikel ${number(facts.body.itemNumber) ?? ''}`.trim()
        : packedItem(facts),
    done: 'per Scan als gepackt markiert',
    attempt: 'per Scan als gepackt markieren',
  }),
  'POST /api/orders/unset-product-packed': (facts) =>
    facts.body.orderId === undefined
      ? {
          what: `Aussortieren von ${itemLabel(theItem(facts))}`,
          done: 'zurückgenommen',
          attempt: 'zurücknehmen',
        }
      : {
          what: packedItem(facts),
          done: 'als nicht gepackt markiert',
          attempt: 'als nicht gepackt markieren',
        },
  'POST /api/products/set-product-packed': (facts) => ({
    what: itemLabel(theItem(facts)),
    done: 'aussortiert',
    attempt: 'aussortieren',
  }),
  'POST /api/brands': ({ body }) => ({
    what: compact(['Marke', text(body.name) && `„${text(body.name)}“`]).join(' '),
    done: 'gespeichert',
    attempt: 'speichern',
  }),
  'POST /api/seller': (facts) => ({
    what: sellerLabel(facts),
    done: 'angelegt',
    attempt: 'anlegen',
  }),
  'PUT /api/seller/:number': (facts) => ({
    what: sellerLabel(facts),
    done: 'gespeichert',
    attempt: 'speichern',
  }),
  'POST /api/seller/:number/payouts': (facts) => ({
    what: compact([
      'Auszahlung',
      euros(facts.body.amount) && `über ${euros(facts.body.amount)}`,
      `an ${sellerLabel(facts)}`,
    ]).join(' '),
    done: 'erfasst',
    attempt: 'erfassen',
    extra: compact([text(facts.body.note) && `Notiz: ${text(facts.body.note)}`]),
  }),
  'POST /api/seller/:number/link': (facts) => ({
    what: sellerLinkOf(facts),
    done: 'erstellt',
    attempt: 'erstellen',
  }),
  'POST /api/seller/:number/link/send': (facts) => ({
    what: sellerLinkOf(facts),
    done: 'per E-Mail gesendet',
    attempt: 'per E-Mail senden',
  }),
  'DELETE /api/seller/:number/link': (facts) => ({
    what: sellerLinkOf(facts),
    done: 'widerrufen',
    attempt: 'widerrufen',
  }),
  'POST /api/admin/seller-signups/:id/approve': (facts) => ({
    what:
      facts.subject.sellerNumber === undefined
        ? 'Anmeldung einer Verkäuferin'
        : `Anmeldung von ${sellerLabel(facts)}`,
    done: 'freigegeben',
    attempt: 'freigeben',
  }),
  'DELETE /api/admin/seller-signups/:id': () => ({
    what: 'Anmeldung einer Verkäuferin',
    done: 'abgelehnt und gelöscht',
    attempt: 'ablehnen',
  }),
  'PUT /api/seller/:number/bank-account': (facts) => ({
    what: `Bankverbindung von ${sellerLabel(facts)}`,
    done: 'gespeichert',
    attempt: 'speichern',
    extra: compact([text(facts.body.holder) && `Kontoinhaber:in ${text(facts.body.holder)}`]),
  }),
  'POST /api/seller/:number/bank-account/reveal': (facts) => ({
    what: `Vollständige IBAN von ${sellerLabel(facts)}`,
    done: 'angezeigt',
    attempt: 'anzeigen',
  }),
  'POST /api/admin/payouts/runs': () => ({
    what: 'Auszahlungslauf (SEPA-Überweisungen an die Verkäuferinnen)',
    done: 'gestartet',
    attempt: 'starten',
  }),
  'POST /api/admin/payouts/runs/:id/cancel': ({ params }) => ({
    what: compact(['Auszahlungslauf', text(String(params.id ?? ''))]).join(' '),
    done: 'storniert (nicht bei der Bank hochgeladen)',
    attempt: 'stornieren',
  }),
  'POST /api/seller/:number/leave': (facts) => ({
    what: sellerLabel(facts),
    done: 'abgemeldet: Artikel offline oder, nach ihrer Wahl, beim Shop; letztes Guthaben im nächsten Auszahlungslauf',
    attempt: 'abmelden',
  }),
  'POST /api/seller-page/:token/leave': (facts) => ({
    what: sellerLabel(facts),
    done: 'hat auf ihrer Seite aufgehört: Artikel offline oder, nach ihrer Wahl, beim Shop; letztes Guthaben im nächsten Auszahlungslauf',
    attempt: 'aufhören',
  }),
  'JOB seller-data-retention': (facts) => ({
    what: `Daten von ${sellerLabel(facts)}`,
    done:
      text(facts.body.step) === 'anonymise'
        ? 'nach Ende der Aufbewahrungsfrist anonymisiert (Name ersetzt)'
        : 'gelöscht (E-Mail, Telefon, Notizen, IBAN; letzte Auszahlung erledigt)',
    attempt: 'löschen',
  }),
  'POST /api/users/renew': () => ({ what: 'Anmeldung', done: 'verlängert', attempt: 'verlängern' }),
  'PATCH /api/admin/users/:id': accountChange,
  'POST /api/admin/products/publish': ({ subject, body }) => {
    const chosen = Array.isArray(body.ids) ? body.ids.length : undefined;
    const count = subject.count ?? chosen;
    return {
      what: count === undefined ? 'Entwürfe' : `${count} ${count === 1 ? 'Entwurf' : 'Entwürfe'}`,
      done: 'veröffentlicht',
      attempt: 'veröffentlichen',
      extra: compact([itemNumbers(subject)]),
    };
  },
  'POST /api/orders/set-order-packed': (facts) => ({
    what: orderLabel(facts),
    done: 'als gepackt markiert',
    attempt: 'als gepackt markieren',
  }),
  'POST /api/admin/orders/:id/returns': returnOfItems,
  'POST /api/admin/orders/:id/refunds/:refundId/retry': (facts) => ({
    what: refundOf(facts),
    done: 'erneut gesendet',
    attempt: 'erneut senden',
  }),
  'POST /api/admin/orders/:id/follow-ups/:followUpId/retry': (facts) => ({
    what: `Folgeschritt ${ofOrder(facts)}`,
    done: 'erneut versucht',
    attempt: 'erneut versuchen',
  }),
  'POST /api/admin/orders/:id/refunds/:refundId/paid-out': (facts) => ({
    what: refundOf(facts),
    done: 'als ausgezahlt markiert',
    attempt: 'als ausgezahlt markieren',
  }),
  'POST /api/admin/orders/:id/labels': (facts) => ({
    what: labelOf(facts),
    done: 'erstellt',
    attempt: 'erstellen',
    extra: compact([
      facts.subject.shipmentNumber && `Sendungsnummer ${facts.subject.shipmentNumber}`,
    ]),
  }),
  'DELETE /api/admin/orders/:id/labels/:labelId': (facts) => ({
    what: labelOf(facts),
    done: 'storniert',
    attempt: 'stornieren',
    extra: compact([
      facts.subject.shipmentNumber && `Sendungsnummer ${facts.subject.shipmentNumber}`,
    ]),
  }),
};

/** How a change that did not happen starts its sentence; null for one that did. */
function failurePrefix(statusCode: number): string | null {
  // 102: the row was written before the change ran, and its outcome never came (decision 028).
  if (statusCode === 102) return 'Ausgang unbekannt';
  if (statusCode < 400) return null;
  return statusCode >= 500 ? 'fehlgeschlagen' : 'abgelehnt';
}

/** "abgelehnt: Bestellung 10004 als versendet markieren – Diese Bestellung ist schon versendet." */
function asAttempt(prefix: string, sentence: string, details: Record<string, unknown>): string {
  const refusal = text(details.refusal);
  return refusal === undefined ? `${prefix}: ${sentence}` : `${prefix}: ${sentence} – ${refusal}`;
}

/** The German sentence the Änderungsprotokoll shows for one stored row. */
export function auditSentence(row: AuditRow): string {
  const key = `${row.method} ${row.route}`;
  const phrase = AUDIT_PHRASES[key];
  const prefix = failurePrefix(row.statusCode);
  if (phrase === undefined) {
    const name = AUDITED_ACTION_NAMES[key] ?? key;
    return prefix === null ? name : asAttempt(prefix, name, row.details);
  }
  const {
    what,
    done,
    attempt,
    extra = [],
  } = phrase({
    subject: readAuditSubject(row.details),
    params: record(row.details.params),
    body: record(row.details.body),
    upload: record(row.details.upload),
  });
  if (prefix === null) return [`${what} ${done}`, ...extra].join(', ');
  return asAttempt(prefix, [`${what} ${attempt}`, ...extra].join(', '), row.details);
}
