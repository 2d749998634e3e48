import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, StartPaymentResponse } from '../../../domain/api/orders.ts';
import type { OrderInfo } from '../../features/cart/stores/cart-store.ts';
import { testProduct } from '../../lib/testing/test-product.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { apiError, fakeApi, json } from '../../lib/testing/fake-api.ts';
import type { RecordedRequest } from '../../lib/testing/fake-api.ts';
import { renderInApp, siteInfo } from '../../lib/testing/render.tsx';
import { CheckoutLayout } from './checkout-layout.tsx';
import { SummaryPage } from './summary-page.tsx';

// /bestellung/uebersicht (§ 312j BGB, docs/product.md §10.1): the customer's data and choices,
// the code field, then the items' main characteristics, the total including delivery and the
// delivery and payment terms directly above 'Zahlungspflichtig bestellen'. The order call sends
// ids, codes and choices only.

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const PAYMENT_ID = '33333333-3333-4333-8333-333333333333';
const VOUCHER_CODE = 'ABCD-EFGH-IJKL-MNOP';

const jacket = testProduct({
  _id: '00000000-0000-4000-8000-000000000001',
  itemNumber: 101,
  name: 'Regenjacke',
  brand: 'Mini',
  size: 86,
  condition: 'Gut',
  price: 10,
});
const sleepingBag = testProduct({
  _id: '00000000-0000-4000-8000-000000000002',
  itemNumber: 102,
  category: 'Schlafsack',
  brand: null,
  size: 90,
  condition: 'Sehr gut',
  price: 15,
  sale: true,
  discount: 20,
});

const anna = {
  firstName: 'Anna',
  lastName: 'Muster',
  emailAddress: 'anna@example.de',
  phone: '',
  street: 'Hauptstraße 5',
  postalCode: '12345',
  city: 'Musterstadt',
};

/** The order as POST /api/orders answers it. */
function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    orderNumber: 1042,
    createdAt: '2026-11-27T10:00:00.000Z',
    orderItems: [],
    packedItems: [],
    deliveryMethod: 'liefernDHL',
    paymentMethod: 'paypal',
    coupon: null,
    vouchers: [],
    subtotal: 22,
    couponDiscount: 0,
    deliveryCost: 4.99,
    total: 26.99,
    vouchersTotal: 0,
    valueToPay: 26.99,
    isPaid: false,
    isCanceled: false,
    paymentDueAt: '2026-11-27T10:30:00.000Z',
    timeline: [],
    address: {
      firstName: 'Anna',
      lastName: 'Muster',
      street: 'Hauptstraße 5',
      postalCode: '12345',
      city: 'Musterstadt',
    },
    ...overrides,
  };
}

const payment: StartPaymentResponse = {
  paymentId: PAYMENT_ID,
  provider: 'paypal',
  approvalUrl: `${window.location.origin}/#paypal-freigabe`,
  clientToken: null,
  fundingSource: 'paypal',
};

const renewed = {
  productIds: [jacket._id, sleepingBag._id],
  reservedUntil: '2026-11-27T10:15:00.000Z',
};

function setup(orderInfo: Partial<OrderInfo> = {}, routes: Parameters<typeof fakeApi>[0] = {}) {
  useCartStore.getState().setOrderInfo(orderInfo);
  const api = fakeApi({
    'GET /api/site': json(siteInfo()),
    'PUT /api/reservation': json(renewed),
    ...routes,
  });
  const user = userEvent.setup();
  const { location } = renderInApp(
    <Routes>
      <Route element={<CheckoutLayout />}>
        <Route path="/bestellung/uebersicht" element={<SummaryPage />} />
      </Route>
      <Route path="*" element={<p>Eine andere Seite</p>} />
    </Routes>,
    { path: '/bestellung/uebersicht' },
  );
  return { api, user, location };
}

/** The amount beside a line of the total block. */
function amountOf(label: string): Element | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

function orderRequests(api: ReturnType<typeof fakeApi>): RecordedRequest[] {
  return api.requestsTo('POST /api/orders');
}

const orderButton = () => screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });

beforeEach(() => {
  // Not a free-delivery day (31 October, 1 November): DHL costs 4,99 €.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00.000Z') });
  window.location.hash = '';
  useCartStore.setState(useCartStore.getInitialState(), true);
  useCartStore.setState({ id: CLIENT_ID });
  useCartStore.getState().add(jacket);
  useCartStore.getState().add(sleepingBag);
  useCartStore.getState().setOrderInfo({
    userData: anna,
    deliveryMethod: 'liefernDHL',
    paymentMethod: 'paypal',
  });
});

describe('the checkout summary', () => {
  it('shows data, choices, items, total and terms, the terms directly above the order button', async () => {
    const { api } = setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Übersicht deiner Bestellung' }),
    ).toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Deine Daten' });
    expect(data).toHaveTextContent('Anna Muster');
    expect(data).toHaveTextContent('anna@example.de');
    expect(data).toHaveTextContent('Hauptstraße 5, 12345 Musterstadt');
    const choices = screen.getByRole('region', { name: 'Lieferung und Zahlung' });
    expect(choices).toHaveTextContent('Versand mit DHL: 4,99 €');
    expect(choices).toHaveTextContent('Bezahlmethode: PayPal');

    const items = within(screen.getByRole('region', { name: 'Artikel' })).getAllByRole('listitem');
    // Amounts are written with a no-break space before the €.
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Kleidung – RegenjackeMini · Gr. 86 · Zustand: Gut · Art.-Nr. 10110,00 €',
      'SchlafsackGr. 90 · Zustand: Sehr gut · Art.-Nr. 10212,00 €',
    ]);
    expect(amountOf('Zwischensumme')).toHaveTextContent('22,00 €');
    expect(amountOf('Versand (Versand mit DHL)')).toHaveTextContent('4,99 €');
    expect(amountOf('Gesamtpreis inkl. Versand')).toHaveTextContent('26,99 €');

    const terms = screen.getByRole('region', { name: 'Liefer- und Zahlungsbedingungen' });
    expect(terms).toHaveTextContent('Versand mit DHL nur innerhalb Deutschlands');
    expect(terms).toHaveTextContent('Nach der Bestellung geht es direkt zur Zahlung');
    // The code field comes before the items; nothing but the terms between total and button.
    const codes = screen.getByRole('button', { name: 'Gutschein oder Wertgutschein einlösen' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(codes, items[0]!)).toBe(true);
    expect(follows(terms, orderButton())).toBe(true);
    expect(terms.nextElementSibling).toBe(orderButton());

    // Entering the step renewed the reservation of the whole cart.
    expect(api.requestsTo('PUT /api/reservation')[0]?.body).toEqual({
      productIds: [jacket._id, sleepingBag._id],
    });
  });

  it('sends ids, codes and choices with an idempotency key, then goes to the payment', async () => {
    const { api, user } = setup({
      vouchers: [{ code: VOUCHER_CODE, number: 7, remainingValue: 5, usedValue: 0 }],
    });
    api.answer({
      'POST /api/orders': json(placedOrder({ valueToPay: 21.99 }), 201),
      [`POST /api/orders/${ORDER_ID}/payment`]: json(payment),
    });
    expect(await screen.findByText('Wertgutschein Nr. 7', { selector: 'dt' })).toBeInTheDocument();
    expect(amountOf('Zu zahlen')).toHaveTextContent('21,99 €');

    await user.click(orderButton());

    await waitFor(() => expect(window.location.hash).toBe('#paypal-freigabe'));
    const [request] = orderRequests(api);
    expect(request?.body).toEqual({
      productIds: [jacket._id, sleepingBag._id],
      userData: {
        firstName: 'Anna',
        lastName: 'Muster',
        emailAddress: 'anna@example.de',
        street: 'Hauptstraße 5',
        postalCode: '12345',
        city: 'Musterstadt',
      },
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
      couponCode: null,
      voucherCodes: [VOUCHER_CODE],
    });
    expect(request?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(request?.headers.get('userid')).toBe(CLIENT_ID);
    expect(api.requestsTo(`POST /api/orders/${ORDER_ID}/payment`)).toHaveLength(1);
    // While the browser leaves for the payment, the button stays busy.
    expect(screen.getByRole('button', { name: 'Bestellung wird gesendet …' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sends the order once however often the button is pressed', async () => {
    const { api, user, location } = setup({ deliveryMethod: 'abholen', paymentMethod: 'cash' });
    let answer: (response: Response) => void = () => {};
    api.answer({
      'POST /api/orders': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('heading', { level: 1 });

    await user.click(orderButton());
    const busy = screen.getByRole('button', { name: 'Bestellung wird gesendet …' });
    await user.click(busy);
    await user.click(busy);
    answer(json(placedOrder({ deliveryMethod: 'abholen', paymentMethod: 'cash' }), 201));

    await waitFor(() =>
      expect(location.href).toBe(`/bestellung/erfolgreich?bestellung=${ORDER_ID}`),
    );
    expect(orderRequests(api)).toHaveLength(1);
    // Cash at the pickup: no online payment is started.
    expect(api.requestsTo(`POST /api/orders/${ORDER_ID}/payment`)).toHaveLength(0);
  });

  it('places the order only after the renewal the step sent has answered', async () => {
    // A buyer who clicks at once: her order must not overtake the renewal, which would then
    // find her items in her own order and answer 409 (a clean-clone CI run once saw that).
    let renew: (response: Response) => void = () => {};
    const { api, user, location } = setup(
      { deliveryMethod: 'abholen', paymentMethod: 'cash' },
      {
        'PUT /api/reservation': () =>
          new Promise<Response>((resolve) => {
            renew = resolve;
          }),
        'POST /api/orders': json(
          placedOrder({ deliveryMethod: 'abholen', paymentMethod: 'cash' }),
          201,
        ),
      },
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.requestsTo('PUT /api/reservation')).toHaveLength(1));

    await user.click(orderButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(orderRequests(api)).toHaveLength(0);
    renew(json(renewed));

    await waitFor(() =>
      expect(location.href).toBe(`/bestellung/erfolgreich?bestellung=${ORDER_ID}`),
    );
    expect(orderRequests(api)).toHaveLength(1);
  });

  it("sends 'voucher', not the method chosen before, when the vouchers leave nothing to pay", async () => {
    // PayPal was chosen on the step before; the voucher now covers everything.
    const { api, user, location } = setup({
      vouchers: [{ code: VOUCHER_CODE, number: 7, remainingValue: 50, usedValue: 0 }],
    });
    api.answer({
      'POST /api/orders': json(
        placedOrder({ paymentMethod: 'voucher', valueToPay: 0, isPaid: true }),
        201,
      ),
    });

    const choices = await screen.findByRole('region', { name: 'Lieferung und Zahlung' });
    expect(choices).toHaveTextContent('Bezahlmethode: keine nötig');
    expect(
      screen.getByRole('region', { name: 'Liefer- und Zahlungsbedingungen' }),
    ).toHaveTextContent('Eine Zahlung ist nicht nötig');
    expect(amountOf('Zu zahlen')).toHaveTextContent('0,00 €');
    expect(
      screen.getByText(
        'Dein Wertgutschein deckt den ganzen Betrag – es ist nichts mehr zu zahlen.',
      ),
    ).toBeInTheDocument();

    await user.click(orderButton());

    await waitFor(() =>
      expect(location.href).toBe(`/bestellung/erfolgreich?bestellung=${ORDER_ID}`),
    );
    expect(orderRequests(api)[0]?.body).toMatchObject({
      paymentMethod: 'voucher',
      voucherCodes: [VOUCHER_CODE],
    });
  });

  it("shows the server's refusal above the button and sends the same key again", async () => {
    const { api, user } = setup();
    api.answer({
      'POST /api/orders': apiError(400, `Der Wertgutschein ${VOUCHER_CODE} ist abgelaufen.`),
    });
    await screen.findByRole('heading', { level: 1 });

    await user.click(orderButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Der Wertgutschein ${VOUCHER_CODE} ist abgelaufen.`,
    );
    expect(orderButton()).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(orderButton());
    await waitFor(() => expect(orderRequests(api)).toHaveLength(2));
    const [first, second] = orderRequests(api);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('sends the customer back to the cart with the message when items are gone (409)', async () => {
    const gone =
      'Diese Artikel sind leider nicht mehr verfügbar: Schlafsack. Bitte prüfe deinen Warenkorb.';
    const { api, user, location } = setup();
    api.answer({
      'POST /api/orders': apiError(409, gone),
      'GET /api/products/checkcart': json({
        products: [jacket],
        soldProducts: [sleepingBag],
        notFound: [],
      }),
    });
    await screen.findByRole('heading', { level: 1 });

    await user.click(orderButton());

    await waitFor(() => expect(location.href).toBe('/warenkorb'));
    expect(location.current.state).toEqual({ checkoutMessage: gone });
    expect(api.requestsTo('GET /api/products/checkcart')[0]?.query.get('productids')).toBe(
      `${jacket._id},${sleepingBag._id}`,
    );
  });
});
