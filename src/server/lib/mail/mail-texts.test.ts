import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../../../domain/catalog.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import {
  orderConfirmationMail,
  paymentSentence,
  type OrderMailInput,
} from './order-confirmation-mail.ts';
import { orderReturnMail, refundSentMail } from './order-return-mail.ts';
import {
  orderCancelledMail,
  orderShippedMail,
  paymentTimeoutMail,
  readyForPickupMail,
} from './order-status-mail.ts';
import { withdrawalReceiptMail } from './withdrawal-receipt-mail.ts';

// Every mail the shop sends, in every variant its builder knows: what it says about paying is
// true, and no sentence ends twice.

const shop: MailShop = {
  name: 'Kinderkiste',
  owner: 'Jana Beispiel',
  street: 'Lindenweg 3',
  postalCode: '12345',
  city: 'Musterstadt',
  country: 'Deutschland',
  email: 'jana@example.de',
  phone: '0170 000000',
};
const site = 'https://shop.example/';

const order: OrderMailInput = {
  orderId: '6f1c1f3e-8f5b-4a43-9a55-5b8f0d3f6d11',
  orderNumber: 10001,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  email: 'erika@example.de',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 3',
  postalCode: '12345',
  city: 'Musterstadt',
  deliveryMethod: 'liefernDHL',
  paymentMethod: 'paypal',
  paidAt: new Date('2026-11-22T10:05:00Z'),
  items: [
    {
      itemNumber: 4711,
      category: 'Kleidung',
      name: 'Latzhose',
      brand: 'Topomini',
      size: 86,
      salePriceCents: 700,
    },
    {
      itemNumber: 4712,
      category: 'Accessoires',
      name: '',
      brand: null,
      size: null,
      salePriceCents: 300,
    },
  ],
  couponCode: null,
  subtotalCents: 1000,
  couponDiscountCents: 0,
  deliveryCostCents: 499,
  totalCents: 1499,
  vouchersTotalCents: 0,
  valueToPayCents: 1499,
};

describe('what the confirmation says about paying', () => {
  it('cash: paid at pickup', () => {
    const cash = {
      ...order,
      paymentMethod: 'cash' as const,
      paidAt: null,
      deliveryMethod: 'abholen' as const,
    };
    expect(paymentSentence(cash)).toBe(
      'Zahlungsart: Barzahlung – du bezahlst bar bei der Abholung an der Abholstation.',
    );
    expect(orderConfirmationMail(cash, shop, site).text).toContain(
      'Abholung an der Abholstation (kostenlos).\nZahlungsart: Barzahlung – du bezahlst bar bei der Abholung an der Abholstation.\n',
    );
  });

  it('pay later with Klarna: Klarna sends the invoice, paid by its due date, never "received"', () => {
    // Klarna has paid the shop (paidAt), the customer has not paid anything yet: 30 days from
    // the capture, on Klarna's invoice.
    const later = { ...order, paymentMethod: 'klarna-pay-later' as const };
    expect(paymentSentence(later)).toBe(
      'Zahlungsart: Auf Rechnung mit Klarna – Klarna schickt dir die Rechnung. Bitte bezahle sie bis zum 22.12.2026 direkt an Klarna.',
    );
    expect(paymentSentence({ ...later, paidAt: null })).toBe(
      'Zahlungsart: Auf Rechnung mit Klarna – Klarna schickt dir die Rechnung. Bitte bezahle sie direkt an Klarna.',
    );
    for (const paidAt of [order.paidAt, null]) {
      expect(orderConfirmationMail({ ...later, paidAt }, shop, site).text).not.toContain(
        'Zahlung erhalten',
      );
    }
  });

  it('paid online: received', () => {
    const online: [PaymentMethodId, string][] = [
      ['paypal', 'PayPal'],
      ['klarna-pay-now', 'Klarna'],
      ['sepa-debit', 'Lastschrift'],
      ['giropay', 'Giropay'],
      ['card', 'Debit- & Kreditkarte'],
    ];
    for (const [paymentMethod, label] of online) {
      expect(paymentSentence({ ...order, paymentMethod })).toBe(
        `Zahlungsart: ${label} – Zahlung erhalten, vielen Dank!`,
      );
    }
    expect(orderConfirmationMail(order, shop, site).text).toContain(
      '\nZahlungsart: PayPal – Zahlung erhalten, vielen Dank!\n',
    );
  });

  it('nothing to pay: covered by vouchers (or by a coupon), whichever method was chosen', () => {
    const covered = {
      ...order,
      paymentMethod: 'klarna-pay-later' as const,
      vouchersTotalCents: 1499,
      valueToPayCents: 0,
    };
    expect(paymentSentence(covered)).toBe(
      'Bezahlung: Deine Wertgutscheine decken den ganzen Betrag – du musst nichts bezahlen.',
    );
    const text = orderConfirmationMail(covered, shop, site).text;
    expect(text).toContain('Zu zahlen: 0,00\u00a0€');
    expect(text).not.toContain('Klarna');
    const couponCovers = { ...order, couponDiscountCents: 1499, totalCents: 0, valueToPayCents: 0 };
    expect(paymentSentence(couponCovers)).toBe('Bezahlung: Es ist nichts zu bezahlen.');
  });
});

/** Every mail builder in every variant. */
function everyMail(): MailMessage[] {
  const mails: MailMessage[] = [];
  for (const paymentMethod of PAYMENT_METHOD_IDS) {
    for (const paidAt of [order.paidAt, null]) {
      for (const variant of [
        {},
        { couponCode: 'HERBST', couponDiscountCents: 200, totalCents: 1299, valueToPayCents: 1299 },
        { vouchersTotalCents: 500, valueToPayCents: 999 },
        { vouchersTotalCents: 1499, valueToPayCents: 0 },
        { deliveryMethod: 'abholen' as const, street: null, postalCode: null, city: null },
      ]) {
        mails.push(
          orderConfirmationMail({ ...order, paymentMethod, paidAt, ...variant }, shop, site),
        );
      }
    }
  }
  const ref = {
    orderNumber: 10001,
    firstName: 'Erika',
    email: 'erika@example.de',
    orderId: order.orderId,
    id: order.orderId,
  };
  for (const trackingNumber of ['00340434161234567890', null]) {
    for (const items of [order.items, []]) {
      mails.push(orderShippedMail({ ...ref, trackingNumber, items }, shop, site));
    }
  }
  for (const refundCents of [0, 1499]) {
    for (const vouchersUsed of [true, false]) {
      for (const items of [order.items, []]) {
        mails.push(orderCancelledMail({ ...ref, refundCents, vouchersUsed, items }, shop, site));
      }
    }
  }
  for (const paymentMethod of PAYMENT_METHOD_IDS) {
    for (const kind of ['return', 'cancellation'] as const) {
      for (const [moneyCents, voucherCents] of [
        [700, 0],
        [0, 700],
        [400, 300],
        [0, 0],
      ] as const) {
        for (const manualRefund of [true, false]) {
          mails.push(
            orderReturnMail(
              { ...ref, paymentMethod },
              { kind, itemNames: ['Latzhose', 'Mütze'], moneyCents, voucherCents, manualRefund },
              shop,
              site,
            ),
          );
        }
      }
    }
    for (const manual of [true, false]) {
      mails.push(
        refundSentMail({ ...ref, paymentMethod }, { amountCents: 700, manual }, shop, site),
      );
    }
    for (const vouchersTotalCents of [0, 500]) {
      for (const items of [order.items, []]) {
        mails.push(
          paymentTimeoutMail(
            { ...ref, createdAt: order.createdAt, paymentMethod, vouchersTotalCents, items },
            shop,
            site,
          ),
        );
      }
    }
  }
  for (const message of ['', 'Passt leider nicht.']) {
    for (const matched of [null, { id: order.orderId, stillInShop: true }]) {
      mails.push(
        withdrawalReceiptMail(
          {
            name: 'Erika Muster',
            email: 'erika@example.de',
            orderNumber: '10001',
            message,
            receivedAt: order.createdAt,
            order: matched,
          },
          shop,
          site,
        ),
      );
    }
  }
  for (const [isPaid, items] of [
    [true, order.items],
    [false, []],
  ] as const) {
    mails.push(
      readyForPickupMail(
        { ...ref, valueToPayCents: 1499, isPaid, items },
        {
          name: 'Abholstation',
          street: 'Lindenallee 5',
          postalCode: '12345',
          city: 'Musterstadt',
          openingHours: 'Mo–Fr 9–18 Uhr',
        },
        shop,
        site,
      ),
    );
  }
  return mails;
}

describe('every mail', () => {
  const mails = everyMail();

  it('ends each sentence once: no stray or doubled punctuation', () => {
    expect(mails.length).toBeGreaterThan(150);
    const stray = /!\.|\.\.(?!\.)|\.!|\?\.|,\.|\.,|[ \u00a0][.,!?:;]|\(\s*\)/;
    for (const mail of mails) {
      for (const [part, text] of [
        ['subject', mail.subject],
        ['text', mail.text],
      ] as const) {
        const found = stray.exec(text);
        expect(
          found,
          `${part} of "${mail.subject}": …${found ? text.slice(found.index - 40, found.index + 20) : ''}…`,
        ).toBeNull();
      }
    }
  });

  it('links the order page in every mail about an order (decision 054)', () => {
    const link = `${site.replace(/\/$/, '')}/bestellung/${order.orderId}`;
    const receipts = mails.filter((mail) => mail.subject.startsWith('Eingangsbestätigung'));
    for (const mail of mails.filter((candidate) => !receipts.includes(candidate))) {
      expect(mail.text, mail.subject).toContain(link);
    }
    // A withdrawal receipt links the order only when the declaration named a real one.
    expect(receipts.filter((mail) => mail.text.includes(link))).toHaveLength(receipts.length / 2);
  });

  it('lists the items of the parcel, of the pickup and of a cancellation', () => {
    for (const subject of [
      /ist unterwegs$/,
      /liegt zur Abholung bereit$/,
      /^Deine Bestellung \d+ wurde storniert$/,
    ]) {
      const listed = mails.filter(
        (mail) => subject.test(mail.subject) && mail.text.includes('Art.-Nr. 4711'),
      );
      expect(listed.length, String(subject)).toBeGreaterThan(0);
      for (const mail of listed) {
        expect(mail.text).toMatch(/^- Kleidung: .+, Art\.-Nr\. 4711: \d+,\d\d\u00a0€$/m);
        expect(mail.html).toContain('Art.-Nr.\u00a04711');
      }
    }
  });

  it('shows no placeholder of missing data', () => {
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/undefined|null|NaN|\[object/);
    }
  });
});
