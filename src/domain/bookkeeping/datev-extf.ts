import { berlinDateParts } from '../calendar.ts';
import { paymentMethodLabel, paymentProvider } from '../catalog.ts';
import { formatEuroAmount } from '../money.ts';
import type { InvoiceBooking } from './invoice-model.ts';

// The DATEV format (EXTF) "Buchungsstapel", header version 700, format version 13, as DATEV's
// Formatbeschreibung on developer.datev.de describes it (decision 033). Pure: the documents come
// in, the bytes of the file go out.
//
// - Line 1 is the header (31 fields), line 2 the 125 column headings, then one booking a line.
// - Fields are separated by semicolons; text is in double quotes (quotes doubled), numbers and
//   dates are not; amounts have a decimal comma and no sign (the side is S or H).
// - Lines end in CR LF. The file is Windows-1252 (ANSI), which DATEV reads for booking batches;
//   text outside it is transliterated (Ł → L, ễ → e) and anything else becomes '?', so a name
//   in another script never breaks the file (datevText).

/** The accounts a shop books on, as the configuration names them (DATEV_ACCOUNT_*). */
export type DatevAccounts = {
  /** Erlöse Kleinunternehmer § 19 UStG (SKR03 8195). */
  revenue: string;
  /** Kasse (SKR03 1000): Barzahlung. */
  cash: string;
  /** What PayPal holds for the shop until it pays out (PayPal, Lastschrift, Giropay, Karte). */
  paypal: string;
  /** What Klarna holds for the shop until it pays out. */
  klarna: string;
  /** Verbindlichkeiten aus Gutscheinen: Wertgutscheine sold and not yet redeemed. */
  vouchers: string;
  /** The shop's bank account (SKR03 1200): payouts to sellers leave it (decision 072). */
  bank: string;
  /** Verbindlichkeiten Kommissionsware: what the shop owes its sellers (decision 072). */
  consignorPayables: string;
};

/** A payout of a SEPA run, as the DATEV export books it. */
export type DatevPayout = {
  /** The transfer's EndToEndId, the Belegfeld. */
  reference: string;
  paidAt: Date;
  amountCents: number;
  sellerNumber: number;
  sellerName: string;
  /** The payout's run was cancelled (decision 077): booked back on `paidAt`, the cancel's day. */
  reversal?: boolean;
};

/**
 * A payout settles what the shop owes the seller: the payables to consignors are debited (S),
 * the bank credited. The accountant books the share itself (the cost of the goods sold on
 * commission) from the seller statements.
 */
export function datevLineOfPayout(payout: DatevPayout, accounts: DatevAccounts): DatevLine {
  return {
    amountCents: payout.amountCents,
    side: payout.reversal ? 'H' : 'S',
    account: accounts.consignorPayables,
    contraAccount: accounts.bank,
    date: isoDay(payout.paidAt),
    documentNumber: payout.reference,
    text: `${payout.reversal ? 'Storno ' : ''}Auszahlung Verkäuferin ${payout.sellerNumber} ${payout.sellerName}`,
    details: [{ kind: 'Verkäufernummer', content: String(payout.sellerNumber) }],
  };
}

/** The batch's header data: who it is for and which period it books. */
export type DatevBatch = {
  /** Beraternummer (1001–9999999). */
  consultantNumber: string;
  /** Mandantennummer (1–99999). */
  clientNumber: string;
  /** The first day of the fiscal year the period lies in, YYYY-MM-DD. */
  fiscalYearStart: string;
  /** Sachkontenlänge, 4 to 8. */
  accountLength: number;
  /** The period, YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  /** 'Erzeugt am' as DATEV writes it (YYYYMMDDHHMMSSFFF); see datevTimestamp. */
  createdAt: string;
};

/** One booking: an amount moved from one account to another on a document's day. */
export type DatevLine = {
  /** Always positive; the side says which way. */
  amountCents: number;
  /** S: the account is debited (Soll), H: credited (Haben). */
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  /** The document's day in Berlin, YYYY-MM-DD. */
  date: string;
  /** Belegfeld 1: the document's number. */
  documentNumber: string;
  /** Buchungstext, cut to 60 characters. */
  text: string;
  /** Zusatzinformation pairs (Art, Inhalt), at most 20. */
  details: { kind: string; content: string }[];
};

/** A stored document as the DATEV export books it. */
export type DatevDocument = {
  number: string;
  issuedAt: Date;
  orderNumber: number;
  /** The buyer's name as printed on the document. */
  buyer: string;
  /** The number of the invoice a cancellation cancels. */
  refersTo: string | null;
};

/** The money account of a payment method: who holds the money (catalog's paymentProvider). */
function moneyAccountOf(booking: Pick<InvoiceBooking, 'paymentMethod'>, accounts: DatevAccounts) {
  const provider = paymentProvider(booking.paymentMethod);
  return provider === 'none' ? accounts.cash : accounts[provider];
}

/**
 * The bookings of one document, one per settlement part: the part paid in money on the money
 * account of its payment method, the part settled with Wertgutscheine on the voucher account,
 * each against revenue. An invoice debits them (S); a cancellation has negative amounts and so
 * credits them (H), on its own day under its own number. A part of 0 gives no line (DATEV
 * refuses an amount of 0,00).
 */
export function datevLinesOf(
  document: DatevDocument,
  booking: InvoiceBooking,
  accounts: DatevAccounts,
): DatevLine[] {
  const date = isoDay(document.issuedAt);
  const details = [{ kind: 'Bestellnummer', content: String(document.orderNumber) }];
  if (document.refersTo !== null) {
    details.push({ kind: 'Storniert Rechnung', content: document.refersTo });
  }
  const parts = [
    {
      cents: booking.moneyCents,
      account: moneyAccountOf(booking, accounts),
      label: paymentMethodLabel(booking.paymentMethod),
    },
    { cents: booking.voucherCents, account: accounts.vouchers, label: 'Wertgutschein' },
  ];
  return parts
    .filter((part) => part.cents !== 0)
    .map((part): DatevLine => ({
      amountCents: Math.abs(part.cents),
      side: part.cents > 0 ? 'S' : 'H',
      account: part.account,
      contraAccount: accounts.revenue,
      date,
      documentNumber: document.number,
      text: [
        document.refersTo === null ? null : `Storno ${document.refersTo}`,
        `Bestellung ${document.orderNumber}`,
        part.label,
        document.buyer,
      ]
        .filter(Boolean)
        .join(' '),
      details,
    }));
}

/** YYYY-MM-DD of an instant's Berlin day. */
function isoDay(date: Date): string {
  const { year, month, day } = berlinDateParts(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant in Berlin as DATEV's 'Erzeugt am' writes it: YYYYMMDDHHMMSSFFF. */
export function datevTimestamp(date: Date): string {
  const { year, month, day, hour, minute, second } = berlinDateParts(date);
  return `${year}${pad(month)}${pad(day)}${pad(hour)}${pad(minute)}${pad(second)}${pad(date.getUTCMilliseconds(), 3)}`;
}

/**
 * The first day (YYYY-MM-DD) of the fiscal year that holds the whole period, or null when the
 * period runs into a second fiscal year: one batch books one fiscal year (DATEV takes the year
 * of each DDMM Belegdatum from it).
 */
export function fiscalYearStartOf(from: string, to: string, startMonth: number): string | null {
  const year = Number(from.slice(0, 4));
  const month = Number(from.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  const start = `${startYear}-${pad(startMonth)}-01`;
  const nextStart = `${startYear + 1}-${pad(startMonth)}-01`;
  return to < nextStart ? start : null;
}

/**
 * The file name DATEV's import expects (EXTF_ in front): EXTF_Buchungsstapel_2026-10.csv for a
 * calendar month, else EXTF_Buchungsstapel_2026-10-01_bis_2026-10-15.csv.
 */
export function datevFileName(from: string, to: string): string {
  const month = from.slice(0, 7);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  const wholeMonth = from.endsWith('-01') && to === `${month}-${pad(lastDay.getUTCDate())}`;
  return `EXTF_Buchungsstapel_${wholeMonth ? month : `${from}_bis_${to}`}.csv`;
}

// Windows-1252: Latin-1 from 0xA0, plus these at 0x80–0x9F.
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Letters that carry no combining mark in Unicode, so NFD does not reduce them to a base letter. */
const BASE_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  Ə: 'E',
  ə: 'e',
  ĸ: 'k',
};

function cp1252Byte(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return CP1252_HIGH[char];
}

/**
 * Text as DATEV can read it in Windows-1252, cut to `max` characters: a character Windows-1252
 * has stays (ä, ß, é, Š); a letter with a mark it lacks becomes its base letter (Ş → S, ễ → e,
 * Ł → L); control characters become spaces; anything else becomes '?'.
 */
export function datevText(text: string, max: number): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (cp1252Byte(char) !== undefined) result += char;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) result += ' ';
    else {
      const base = BASE_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      // A lone combining mark has no base letter and is dropped.
      if (base !== '')
        result += [...base].length === 1 && cp1252Byte(base) !== undefined ? base : '?';
    }
  }
  return [...result].slice(0, max).join('').trimEnd();
}

/**
 * Belegfeld 1: letters, digits and $ % - / only (DATEV refuses spaces, umlauts, dots and the
 * like there); any other character becomes '-'. At most 36 characters.
 */
export function datevDocumentField(number: string): string {
  return number.replace(/[^A-Za-z0-9$%/-]/g, '-').slice(0, 36);
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

function compactDay(isoDay: string): string {
  return isoDay.replaceAll('-', '');
}

function headerLine(batch: DatevBatch): string {
  const period = `${batch.from.split('-').reverse().join('.')}-${batch.to.split('-').reverse().join('.')}`;
  return [
    quoted('EXTF'), // 1 DATEV-Format-KZ: made by a third-party program
    '700', // 2 header version
    '21', // 3 Formatkategorie: Buchungsstapel
    quoted('Buchungsstapel'), // 4 Formatname
    '13', // 5 Formatversion
    batch.createdAt, // 6 Erzeugt am
    '', // 7 Importiert (set by DATEV)
    quoted('RE'), // 8 Herkunft
    quoted(''), // 9 Exportiert von: no user name, so the same documents give the same file
    quoted(''), // 10 Importiert von (set by DATEV)
    batch.consultantNumber, // 11 Beraternummer
    batch.clientNumber, // 12 Mandantennummer
    compactDay(batch.fiscalYearStart), // 13 WJ-Beginn
    String(batch.accountLength), // 14 Sachkontenlänge
    compactDay(batch.from), // 15 Datum vom
    compactDay(batch.to), // 16 Datum bis
    quoted(datevText(`Belege ${period}`, 30)), // 17 Bezeichnung
    quoted(''), // 18 Diktatkürzel
    '1', // 19 Buchungstyp: Finanzbuchführung
    '0', // 20 Rechnungslegungszweck: unabhängig
    '0', // 21 Festschreibung: open; the accountant makes it final after checking
    quoted('EUR'), // 22 WKZ
    '', // 23 reserved
    quoted(''), // 24 Derivatskennzeichen
    '', // 25 reserved
    '', // 26 reserved
    quoted(''), // 27 Sachkontenrahmen: the accounts are configured, not assumed
    '', // 28 ID der Branchenlösung
    '', // 29 reserved
    quoted(''), // 30 reserved
    quoted(''), // 31 Anwendungsinformation
  ].join(';');
}

/** The 125 column headings of format version 13, in DATEV's order and spelling. */
export const DATEV_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, index) => [
    `Beleginfo - Art ${index + 1}`,
    `Beleginfo - Inhalt ${index + 1}`,
  ]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, index) => [
    `Zusatzinformation - Art ${index + 1}`,
    `Zusatzinformation- Inhalt ${index + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

const column = (name: string) => DATEV_COLUMNS.indexOf(name);
const FIRST_DETAIL = column('Zusatzinformation - Art 1');

function bookingLine(line: DatevLine): string {
  if (!Number.isInteger(line.amountCents) || line.amountCents <= 0) {
    throw new RangeError(`DATEV amount must be positive whole cents: ${line.amountCents}`);
  }
  const fields: string[] = DATEV_COLUMNS.map(() => '');
  fields[column('Umsatz (ohne Soll/Haben-Kz)')] = formatEuroAmount(line.amountCents);
  fields[column('Soll/Haben-Kennzeichen')] = quoted(line.side);
  fields[column('WKZ Umsatz')] = quoted('EUR');
  fields[column('Konto')] = line.account;
  fields[column('Gegenkonto (ohne BU-Schlüssel)')] = line.contraAccount;
  fields[column('Belegdatum')] = `${line.date.slice(8, 10)}${line.date.slice(5, 7)}`;
  fields[column('Belegfeld 1')] = quoted(datevDocumentField(line.documentNumber));
  fields[column('Buchungstext')] = quoted(datevText(line.text, 60));
  line.details.slice(0, 20).forEach((detail, index) => {
    fields[FIRST_DETAIL + 2 * index] = quoted(datevText(detail.kind, 20));
    fields[FIRST_DETAIL + 2 * index + 1] = quoted(datevText(detail.content, 210));
  });
  return fields.join(';');
}

/** The whole Buchungsstapel as the bytes of a Windows-1252 file with CR LF line ends. */
export function renderBuchungsstapel(batch: DatevBatch, lines: readonly DatevLine[]): Uint8Array {
  const text = [headerLine(batch), DATEV_COLUMNS.join(';'), ...lines.map(bookingLine)]
    .map((line) => `${line}\r\n`)
    .join('');
  return toWindows1252(text);
}

/** Text already reduced to Windows-1252 (datevText) as its bytes; CR and LF pass. */
export function toWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = char === '\r' || char === '\n' ? char.charCodeAt(0) : cp1252Byte(char);
    if (byte === undefined) throw new RangeError(`not in Windows-1252: ${JSON.stringify(char)}`);
    bytes.push(byte);
  }
  return Uint8Array.from(bytes);
}
