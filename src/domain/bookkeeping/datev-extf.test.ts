import { describe, expect, it } from 'vitest';
import {
  DATEV_COLUMNS,
  datevDocumentField,
  datevFileName,
  datevLinesOf,
  datevText,
  datevTimestamp,
  fiscalYearStartOf,
  renderBuchungsstapel,
  toWindows1252,
  datevLineOfPayout,
  type DatevAccounts,
  type DatevBatch,
  type DatevDocument,
} from './datev-extf.ts';
import type { InvoiceBooking } from './invoice-model.ts';

const accounts: DatevAccounts = {
  revenue: '8195',
  cash: '1000',
  paypal: '1360',
  klarna: '1361',
  vouchers: '1604',
  bank: '1200',
  consignorPayables: '1610',
};

const booking: InvoiceBooking = {
  paymentMethod: 'paypal',
  deliveryMethod: 'liefernDHL',
  couponCode: 'WILLKOMMEN10',
  goodsCents: 1500,
  couponCents: 150,
  deliveryCents: 499,
  totalCents: 1849,
  voucherCents: 1000,
  moneyCents: 849,
};

const invoice: DatevDocument = {
  number: 'RE-2026-00042',
  // 23:30 UTC on 31 October is 1 November in Berlin.
  issuedAt: new Date('2026-10-31T23:30:00Z'),
  orderNumber: 10042,
  buyer: 'Łukasz Şahin',
  refersTo: null,
};

const negated = (value: InvoiceBooking): InvoiceBooking => ({
  ...value,
  goodsCents: -value.goodsCents,
  couponCents: -value.couponCents,
  deliveryCents: -value.deliveryCents,
  totalCents: -value.totalCents,
  voucherCents: -value.voucherCents,
  moneyCents: -value.moneyCents,
});

describe('datevLinesOf', () => {
  it('books an invoice per settlement part: money and vouchers against revenue, debited', () => {
    expect(datevLinesOf(invoice, booking, accounts)).toEqual([
      {
        amountCents: 849,
        side: 'S',
        account: '1360',
        contraAccount: '8195',
        date: '2026-11-01',
        documentNumber: 'RE-2026-00042',
        text: 'Bestellung 10042 PayPal Łukasz Şahin',
        details: [{ kind: 'Bestellnummer', content: '10042' }],
      },
      {
        amountCents: 1000,
        side: 'S',
        account: '1604',
        contraAccount: '8195',
        date: '2026-11-01',
        documentNumber: 'RE-2026-00042',
        text: 'Bestellung 10042 Wertgutschein Łukasz Şahin',
        details: [{ kind: 'Bestellnummer', content: '10042' }],
      },
    ]);
  });

  it('books a cancellation on the other side, on its own day, naming the invoice', () => {
    const cancellation: DatevDocument = {
      ...invoice,
      number: 'RE-2026-00051',
      issuedAt: new Date('2026-11-03T15:00:00Z'),
      refersTo: 'RE-2026-00042',
    };
    const lines = datevLinesOf(cancellation, negated(booking), accounts);
    expect(
      lines.map(({ amountCents, side, account, date }) => [amountCents, side, account, date]),
    ).toEqual([
      [849, 'H', '1360', '2026-11-03'],
      [1000, 'H', '1604', '2026-11-03'],
    ]);
    expect(lines[0]?.documentNumber).toBe('RE-2026-00051');
    expect(lines[0]?.text).toBe('Storno RE-2026-00042 Bestellung 10042 PayPal Łukasz Şahin');
    expect(lines[0]?.details).toEqual([
      { kind: 'Bestellnummer', content: '10042' },
      { kind: 'Storniert Rechnung', content: 'RE-2026-00042' },
    ]);
  });

  it('gives no line for a part of 0 and books each method on the account of its provider', () => {
    const paid = { ...booking, voucherCents: 0, moneyCents: 1849 };
    const accountOf = (paymentMethod: InvoiceBooking['paymentMethod']) =>
      datevLinesOf(invoice, { ...paid, paymentMethod }, accounts).map((line) => line.account);
    expect(accountOf('cash')).toEqual(['1000']);
    expect(accountOf('paypal')).toEqual(['1360']);
    expect(accountOf('card')).toEqual(['1360']);
    expect(accountOf('sepa-debit')).toEqual(['1360']);
    expect(accountOf('giropay')).toEqual(['1360']);
    expect(accountOf('klarna-pay-now')).toEqual(['1361']);
    expect(accountOf('klarna-pay-later')).toEqual(['1361']);
    // Paid with vouchers alone: only the voucher part.
    const vouchersOnly = { ...booking, voucherCents: 1849, moneyCents: 0 };
    expect(datevLinesOf(invoice, vouchersOnly, accounts).map((line) => line.account)).toEqual([
      '1604',
    ]);
    expect(datevLinesOf(invoice, { ...booking, voucherCents: 0, moneyCents: 0 }, accounts)).toEqual(
      [],
    );
  });
});

describe('DATEV text', () => {
  it('keeps what Windows-1252 has and transliterates what it lacks', () => {
    expect(datevText('Müller-Lüdenscheidt, Straße, Élodie, Šárka, 5 €', 60)).toBe(
      'Müller-Lüdenscheidt, Straße, Élodie, Šárka, 5 €',
    );
    expect(datevText('Łukasz Şahin', 60)).toBe('Lukasz Sahin');
    expect(datevText('Nguyễn Thị Đào', 60)).toBe('Nguyen Thi Dào');
    expect(datevText('Ewa Kołodziej-Żółć', 60)).toBe('Ewa Kolodziej-Zólc');
    // Decomposed input is composed first; another script becomes '?'.
    expect(datevText('Rene\u0301 李 Ольга', 60)).toBe('René ? ?????');
    expect(datevText('Zeile\r\nzwei\tTab', 60)).toBe('Zeile  zwei Tab');
    expect(datevText('x'.repeat(70), 60)).toHaveLength(60);
  });

  it('encodes as Windows-1252 bytes and refuses what it cannot hold', () => {
    expect([...toWindows1252('aä€–\r\n')]).toEqual([0x61, 0xe4, 0x80, 0x96, 0x0d, 0x0a]);
    expect(() => toWindows1252('Ł')).toThrow(RangeError);
  });

  it('writes Belegfeld 1 with the characters DATEV allows', () => {
    expect(datevDocumentField('RE-2026-00001')).toBe('RE-2026-00001');
    expect(datevDocumentField('RE/2026/1')).toBe('RE/2026/1');
    expect(datevDocumentField('R_E 2026.1')).toBe('R-E-2026-1');
    expect(datevDocumentField('A'.repeat(40))).toHaveLength(36);
  });
});

describe('the batch', () => {
  it('names the fiscal year that holds the period, or none when it spans two', () => {
    expect(fiscalYearStartOf('2026-10-01', '2026-10-31', 1)).toBe('2026-01-01');
    expect(fiscalYearStartOf('2026-03-01', '2026-03-31', 7)).toBe('2025-07-01');
    expect(fiscalYearStartOf('2026-07-01', '2026-07-31', 7)).toBe('2026-07-01');
    expect(fiscalYearStartOf('2026-12-01', '2027-01-31', 7)).toBe('2026-07-01');
    expect(fiscalYearStartOf('2026-06-01', '2026-07-31', 7)).toBeNull();
    expect(fiscalYearStartOf('2026-12-01', '2027-01-31', 1)).toBeNull();
  });

  it('names a month file by its month', () => {
    expect(datevFileName('2026-10-01', '2026-10-31')).toBe('EXTF_Buchungsstapel_2026-10.csv');
    expect(datevFileName('2028-02-01', '2028-02-29')).toBe('EXTF_Buchungsstapel_2028-02.csv');
    expect(datevFileName('2026-10-01', '2026-10-30')).toBe(
      'EXTF_Buchungsstapel_2026-10-01_bis_2026-10-30.csv',
    );
  });

  it("writes 'Erzeugt am' in Berlin time with milliseconds", () => {
    expect(datevTimestamp(new Date('2026-10-31T23:30:05.042Z'))).toBe('20261101003005042');
    expect(datevTimestamp(new Date('2026-07-01T08:00:00Z'))).toBe('20260701100000000');
  });

  const batch: DatevBatch = {
    consultantNumber: '29098',
    clientNumber: '55003',
    fiscalYearStart: '2026-01-01',
    accountLength: 4,
    from: '2026-11-01',
    to: '2026-11-30',
    createdAt: '20261103150000000',
  };

  it('renders header, headings and one line per booking, Windows-1252 with CR LF', () => {
    const bytes = renderBuchungsstapel(batch, datevLinesOf(invoice, booking, accounts));
    const text = new TextDecoder('windows-1252').decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20261103150000000;;"RE";"";"";29098;55003;20260101;4;' +
        '20261101;20261130;"Belege 01.11.2026-30.11.2026";"";1;0;0;"EUR";;"";;;"";;;"";""',
    );
    expect(lines[0]?.split(';')).toHaveLength(31);
    expect(DATEV_COLUMNS).toHaveLength(125);
    expect(lines[1]).toBe(DATEV_COLUMNS.join(';'));
    expect(lines[1]).toMatch(/^Umsatz \(ohne Soll\/Haben-Kz\);Soll\/Haben-Kennzeichen;WKZ Umsatz;/);
    expect(lines[1]).toMatch(/;Abw\. Skontokonto$/);

    const money = lines[2]!.split(';');
    expect(money).toHaveLength(125);
    expect(money.slice(0, 14)).toEqual([
      '8,49',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '1360',
      '8195',
      '',
      '0111',
      '"RE-2026-00042"',
      '',
      '',
      '"Bestellung 10042 PayPal Lukasz Sahin"',
    ]);
    expect(money[DATEV_COLUMNS.indexOf('Zusatzinformation - Art 1')]).toBe('"Bestellnummer"');
    expect(money[DATEV_COLUMNS.indexOf('Zusatzinformation- Inhalt 1')]).toBe('"10042"');
    expect(lines[3]!.split(';').slice(0, 8)).toEqual([
      '10,00',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '1604',
      '8195',
    ]);
    // Every byte is Windows-1252 as written: the umlauts of the headings are single bytes.
    expect(bytes.includes(0xfc)).toBe(true);
    expect(bytes.includes(0xc3)).toBe(false);
  });

  it('doubles quotes in text and renders a period without documents as header and headings', () => {
    const quotedName = { ...invoice, buyer: 'Anna "Ani" Muster' };
    const text = Buffer.from(
      renderBuchungsstapel(batch, datevLinesOf(quotedName, booking, accounts)),
    ).toString('latin1');
    expect(text).toContain('"Bestellung 10042 PayPal Anna ""Ani"" Muster"');
    const empty = Buffer.from(renderBuchungsstapel(batch, [])).toString('latin1');
    expect(empty.split('\r\n')).toHaveLength(3);
  });

  it('refuses an amount that is not positive whole cents', () => {
    const [line] = datevLinesOf(invoice, booking, accounts);
    expect(() => renderBuchungsstapel(batch, [{ ...line!, amountCents: 0 }])).toThrow(RangeError);
  });
});

describe('datevLineOfPayout', () => {
  it('books a payout to a seller on the payables to consignors against the bank', () => {
    expect(
      datevLineOfPayout(
        {
          reference: 'KK-A3-V12',
          paidAt: new Date('2026-12-31T23:30:00Z'),
          amountCents: 1550,
          sellerNumber: 12,
          sellerName: 'Anna Schäfer',
        },
        accounts,
      ),
    ).toEqual({
      amountCents: 1550,
      side: 'S',
      account: '1610',
      contraAccount: '1200',
      // Booked on the Berlin day: 00:30 on New Year's Day.
      date: '2027-01-01',
      documentNumber: 'KK-A3-V12',
      text: 'Auszahlung Verkäuferin 12 Anna Schäfer',
      details: [{ kind: 'Verkäufernummer', content: '12' }],
    });
  });

  it('books a cancelled run back on the other side, named as a reversal (decision 077)', () => {
    expect(
      datevLineOfPayout(
        {
          reference: 'KK-A3-V12',
          paidAt: new Date('2027-01-05T10:00:00Z'),
          amountCents: 1550,
          sellerNumber: 12,
          sellerName: 'Anna Schäfer',
          reversal: true,
        },
        accounts,
      ),
    ).toMatchObject({
      amountCents: 1550,
      side: 'H',
      account: '1610',
      contraAccount: '1200',
      date: '2027-01-05',
      text: 'Storno Auszahlung Verkäuferin 12 Anna Schäfer',
    });
  });
});
