import { describe, expect, it } from 'vitest';
import { SHORTENED_WARRANTY_PATTERN, WARRANTY_TEXT } from '../../../domain/legal-terms.ts';
import { WARRANTY_NOTE, withdrawalInstructions, type MailShop } from './legal-texts.ts';
import { orderConfirmationMail, type OrderMailInput } from './order-confirmation-mail.ts';

// Decision 035: the shop keeps the statutory two years of warranty for used goods, and the order
// confirmation (the durable medium) says so in the same words as the AGB and the FAQ.

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

const order: OrderMailInput = {
  orderId: '6f1c1f3e-8f5b-4a43-9a55-5b8f0d3f6d11',
  orderNumber: 10001,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  email: 'erika@example.de',
  firstName: 'Erika',
  lastName: 'Muster',
  street: null,
  postalCode: null,
  city: null,
  deliveryMethod: 'abholen',
  paymentMethod: 'cash',
  paidAt: null,
  items: [
    {
      itemNumber: 4711,
      category: 'Kleidung',
      name: 'Latzhose',
      brand: 'Topomini',
      size: 86,
      salePriceCents: 700,
    },
  ],
  couponCode: null,
  subtotalCents: 700,
  couponDiscountCents: 0,
  deliveryCostCents: 0,
  totalCents: 700,
  vouchersTotalCents: 0,
  valueToPayCents: 700,
};

describe('warranty in the order confirmation', () => {
  it('states the statutory two years, also for used goods', () => {
    expect(WARRANTY_NOTE).toBe(`Gewährleistung: ${WARRANTY_TEXT}`);
    const { text } = orderConfirmationMail(order, shop, 'https://shop.example');
    expect(text).toContain(WARRANTY_NOTE);
    expect(text).toContain(
      'in zwei Jahren ab Ablieferung der Ware – auch bei gebrauchten Artikeln',
    );
  });

  it('nowhere speaks of a shortened warranty', () => {
    const { text } = orderConfirmationMail(order, shop, 'https://shop.example');
    expect(text).not.toMatch(SHORTENED_WARRANTY_PATTERN);
    expect(withdrawalInstructions(shop, 'https://shop.example/widerruf')).not.toMatch(
      SHORTENED_WARRANTY_PATTERN,
    );
  });
});
