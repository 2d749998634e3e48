import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';
import { orderConfirmationMail, type OrderMailInput } from './order-confirmation-mail.ts';
import { orderReturnMail, refundSentMail } from './order-return-mail.ts';
import {
  orderCancelledMail,
  orderShippedMail,
  paymentTimeoutMail,
  readyForPickupMail,
} from './order-status-mail.ts';
import { payoutStatementMail } from './payout-statement-mail.ts';
import { sellerLinkMail } from './seller-link-mail.ts';
import { sellerLeftMail } from './seller-left-mail.ts';
import { sellerPickupMail } from './seller-pickup-mail.ts';
import { sellerTermsNoticeMail } from './seller-terms-mail.ts';
import {
  alreadySellerMail,
  sellerWelcomeMail,
  signupConfirmationMail,
} from './seller-signup-mail.ts';
import {
  alertAlreadyActiveMail,
  alertConfirmationMail,
  alertItemsMail,
} from './size-alert-mail.ts';
import { withdrawalReceiptMail } from './withdrawal-receipt-mail.ts';

// Every kind of mail the shop sends, built with sample data: scripts/render-mails.ts renders
// them for a look, mail-html.test.ts checks each one. A new kind of mail belongs here.

export const SAMPLE_SITE = 'https://kinderkiste.example';
export const SAMPLE_ORDER_ID = '6f1c1f3e-8f5b-4a43-9a55-5b8f0d3f6d11';

export const sampleShop: MailShop = {
  name: 'Kinderkiste',
  owner: 'Jana Beispiel',
  street: 'Lindenweg 3',
  postalCode: '12345',
  city: 'Musterstadt',
  country: 'Deutschland',
  email: 'hallo@kinderkiste.example',
  phone: '0170 1234567',
  taxId: '12/345/67890',
};

/** What a customer types: her name, address and messages, put into every field of every mail. */
export type CustomerText = { firstName: string; lastName: string; street: string; message: string };

export const ordinaryCustomer: CustomerText = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Hauptstraße 3',
  message: 'Die Hose ist leider zu klein.',
};

/** A tiny square picture, so the Friday mail shows how its pictures sit (any JPEG will do). */
export type SampleThumbnail = Buffer | null;

/** One mail of each kind (and the variants that look different), named for the files. */
export function sampleMails(
  customer: CustomerText = ordinaryCustomer,
  thumbnail: SampleThumbnail = null,
): { kind: string; mail: MailMessage }[] {
  const order: OrderMailInput = {
    orderId: SAMPLE_ORDER_ID,
    orderNumber: 10042,
    createdAt: new Date('2026-11-22T10:00:00Z'),
    email: 'erika@example.de',
    firstName: customer.firstName,
    lastName: customer.lastName,
    street: customer.street,
    postalCode: '12345',
    city: 'Musterstadt',
    deliveryMethod: 'liefernDHL',
    paymentMethod: 'paypal',
    paidAt: new Date('2026-11-22T10:05:00Z'),
    items: [
      {
        itemNumber: 4711,
        category: 'Kleidung',
        name: 'Latzhose mit Blumen',
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
        salePriceCents: 499,
      },
      {
        itemNumber: 4713,
        category: 'Schlafsack',
        name: 'Schlafsack Sterne',
        brand: 'Alvi',
        size: 90,
        salePriceCents: 1250,
      },
    ],
    couponCode: 'HERBST',
    couponDiscountCents: 200,
    subtotalCents: 2449,
    deliveryCostCents: 549,
    totalCents: 2798,
    vouchersTotalCents: 500,
    valueToPayCents: 2298,
  };
  const ref = {
    orderNumber: order.orderNumber,
    firstName: customer.firstName,
    email: order.email,
    orderId: SAMPLE_ORDER_ID,
    id: SAMPLE_ORDER_ID,
  };
  const pickup = {
    name: 'Abholstation Kinderkiste',
    street: 'Lindenallee 5',
    postalCode: '12345',
    city: 'Musterstadt',
    openingHours: 'Mo–Fr 9–18 Uhr, Sa 10–14 Uhr',
  };
  const links = {
    manage: `${SAMPLE_SITE}/groessen-alarm/${'a'.repeat(43)}`,
    oneClickUnsubscribe: `${SAMPLE_SITE}/api/size-alerts/${'a'.repeat(43)}/unsubscribe`,
  };
  const shop = sampleShop;
  const site = SAMPLE_SITE;
  const alertItems = [
    ['Regenjacke von Name it', 'Gr. 98', 1450],
    ['Strickpullover', 'Gr. 98', 650],
    ['Mütze mit Bommel von Sterntaler', 'Hutgr. 48–50', 399],
  ].map(([title, size, priceCents], index) => ({
    itemNumber: 5001 + index,
    title: String(title),
    size: String(size),
    priceCents: Number(priceCents),
    url: `${site}/product/${5001 + index}`,
    thumbnail: index === 1 ? null : thumbnail,
  }));
  return [
    { kind: 'order-confirmation', mail: orderConfirmationMail(order, shop, site) },
    {
      kind: 'order-confirmation-pickup-cash',
      mail: orderConfirmationMail(
        {
          ...order,
          deliveryMethod: 'abholen',
          paymentMethod: 'cash',
          paidAt: null,
          street: null,
          postalCode: null,
          city: null,
          couponCode: null,
          couponDiscountCents: 0,
          deliveryCostCents: 0,
          vouchersTotalCents: 0,
          totalCents: 2449,
          valueToPayCents: 2449,
        },
        shop,
        site,
      ),
    },
    {
      kind: 'order-shipped',
      mail: orderShippedMail(
        { ...ref, trackingNumber: '00340434161234567890', items: order.items },
        shop,
        site,
      ),
    },
    {
      kind: 'ready-for-pickup',
      mail: readyForPickupMail(
        { ...ref, valueToPayCents: 2449, isPaid: false, items: order.items },
        pickup,
        shop,
        site,
      ),
    },
    {
      kind: 'order-cancelled',
      mail: orderCancelledMail(
        { ...ref, refundCents: 2298, vouchersUsed: true, items: order.items },
        shop,
        site,
      ),
    },
    {
      kind: 'payment-timeout',
      mail: paymentTimeoutMail(
        {
          ...ref,
          createdAt: order.createdAt,
          paymentMethod: 'klarna-pay-later',
          vouchersTotalCents: 500,
          items: order.items,
        },
        shop,
        site,
      ),
    },
    {
      kind: 'order-return',
      mail: orderReturnMail(
        { ...ref, paymentMethod: 'paypal' },
        {
          kind: 'return',
          itemNames: [
            'Kleidung: Latzhose mit Blumen (Art.-Nr. 4711)',
            'Accessoires (Art.-Nr. 4712)',
          ],
          moneyCents: 899,
          voucherCents: 300,
          manualRefund: false,
        },
        shop,
        site,
      ),
    },
    {
      kind: 'refund-sent',
      mail: refundSentMail(
        { ...ref, paymentMethod: 'paypal' },
        { amountCents: 899, manual: false },
        shop,
        site,
      ),
    },
    {
      kind: 'withdrawal-receipt',
      mail: withdrawalReceiptMail(
        {
          name: `${customer.firstName} ${customer.lastName}`,
          email: order.email,
          orderNumber: String(order.orderNumber),
          message: customer.message,
          receivedAt: new Date('2026-11-25T15:42:00Z'),
          order: { id: SAMPLE_ORDER_ID, stillInShop: false },
        },
        shop,
        site,
      ),
    },
    {
      kind: 'seller-link',
      mail: sellerLinkMail(
        {
          name: customer.firstName,
          email: 'anna@example.de',
          url: `${site}/verkaeufer/${'b'.repeat(43)}`,
        },
        shop,
      ),
    },
    {
      kind: 'seller-signup-confirmation',
      mail: signupConfirmationMail(
        {
          name: customer.firstName,
          email: 'anna@example.de',
          url: `${site}/verkaufen/bestaetigen/${'c'.repeat(43)}`,
        },
        shop,
      ),
    },
    {
      kind: 'seller-welcome',
      mail: sellerWelcomeMail(
        {
          name: customer.firstName,
          email: 'anna@example.de',
          number: 118,
          url: `${site}/verkaeufer/${'b'.repeat(43)}`,
        },
        shop,
      ),
    },
    {
      kind: 'payout-statement',
      mail: payoutStatementMail(
        {
          email: 'anna@example.de',
          statement: {
            sellerNumber: 118,
            sellerName: customer.firstName,
            sharePercent: 40,
            settledLineIds: [1, 2],
            newLines: [
              {
                lineId: 1,
                itemNumber: 1159,
                name: 'Pullover gestreift',
                soldAt: '2026-11-06T08:12:00Z',
                salePriceCents: 1290,
                shareCents: 516,
              },
              {
                lineId: 2,
                itemNumber: 1160,
                name: 'Schlafsack 90 cm',
                soldAt: '2026-11-06T08:15:00Z',
                salePriceCents: 2490,
                shareCents: 996,
              },
            ],
            returnedLines: [],
            carriedCents: 0,
            amountCents: 1512,
            endToEndId: 'KK-2026-0007-118',
            executionDate: '2026-11-30',
            holder: `${customer.firstName} ${customer.lastName}`,
            ibanMasked: 'DE89 •••• •••• •••• •••• 00',
          },
          pdf: {
            filename: 'Abrechnung-118-2026-11-30.pdf',
            contentType: 'application/pdf',
            content: Buffer.from('%PDF-1.7 sample'),
          },
          siteUrl: site,
        },
        shop,
      ),
    },
    {
      kind: 'seller-left',
      mail: sellerLeftMail(
        {
          name: customer.firstName,
          email: 'anna@example.de',
          number: 118,
          message:
            'Du hast bei uns aufgehört. Deine 3 Artikel sind jetzt offline; wir kümmern uns darum, wie du es gewählt hast.',
        },
        shop,
        site,
      ),
    },
    {
      kind: 'seller-already-signed-up',
      mail: alreadySellerMail(
        { name: customer.firstName, email: 'anna@example.de', number: 118 },
        shop,
        site,
      ),
    },
    {
      kind: 'seller-terms-notice',
      mail: sellerTermsNoticeMail(
        {
          name: customer.firstName,
          email: 'anna@example.de',
          version: '2027-03-01',
          siteUrl: site,
        },
        shop,
      ),
    },
    {
      kind: 'seller-pickup',
      mail: sellerPickupMail(
        {
          name: customer.firstName,
          email: 'anna@example.de',
          pickupUntil: '2026-12-11',
          siteUrl: site,
          items: [
            { itemNumber: 4711, name: 'Regenjacke', size: 'Gr. 104', rejectionReason: null },
            { itemNumber: 4712, name: 'Body', size: 'Gr. 74', rejectionReason: customer.message },
          ],
        },
        shop,
      ),
    },
    {
      kind: 'size-alert-confirmation',
      mail: alertConfirmationMail({ email: 'anna@example.de', sizes: [104, 98], links }, shop),
    },
    {
      kind: 'size-alert-already-active',
      mail: alertAlreadyActiveMail({ email: 'anna@example.de', links }, shop),
    },
    {
      kind: 'size-alert-items',
      mail: alertItemsMail(
        {
          email: 'anna@example.de',
          sizes: [98],
          items: alertItems,
          more: 4,
          links,
          shopUrl: `${site}/`,
        },
        shop,
      ),
    },
  ];
}
