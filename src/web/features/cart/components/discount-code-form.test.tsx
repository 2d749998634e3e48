import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '../../../../domain/api/coupons.ts';
import type { Voucher } from '../../../../domain/api/vouchers.ts';
import { COUPON_MESSAGES } from '../../../../domain/coupon-rules.ts';
import { apiError, fakeApi, json } from '../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../lib/testing/render.tsx';
import { useCartStore } from '../stores/cart-store.ts';
import { DiscountCodeForm } from './discount-code-form.tsx';

// The code field of the cart and the checkout (docs/product.md §2.7, §5.1): a voucher code is a
// Wertgutschein, anything else a Gutschein; the server's message shows under the field; a
// success applies only after 1.5 s.

const VOUCHER_CODE = 'ABCD-EFGH-IJKL-MNOP';

const coupon: Coupon = {
  code: 'SOMMER10',
  discountType: 'percentage',
  discountAmount: 10,
  description: '10 % auf alles',
};

const voucher: Voucher = {
  code: VOUCHER_CODE,
  number: 7,
  remainingValue: 25,
  usedValue: 5,
  initialValue: 30,
  validUntil: null,
};

/** Moves the fake clock on and lets React render what follows. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function setup(props: Partial<Parameters<typeof DiscountCodeForm>[0]> = {}) {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderInApp(<DiscountCodeForm deliveryIncluded={false} {...props} />);
  return { user };
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const toggle = screen.getByRole('button', { name: 'Gutschein oder Wertgutschein einlösen' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  await user.type(
    screen.getByRole('textbox', { name: 'Gutschein- oder Wertgutschein-Code' }),
    code,
  );
  await user.click(screen.getByRole('button', { name: 'Einlösen' }));
  // The form's check and the fake server answer at once, without the clock moving.
  await advance(0);
}

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
});

describe('DiscountCodeForm', () => {
  it('applies a coupon only 1.5 s after the server accepted it', async () => {
    const api = fakeApi({ 'POST /api/coupons/validate': json(coupon) });
    const { user } = setup();

    await enterCode(user, 'sommer10');

    const field = screen.getByRole('textbox', { name: 'Gutschein- oder Wertgutschein-Code' });
    expect(field).toHaveValue('SOMMER10');
    expect(api.requestsTo('POST /api/coupons/validate').map((r) => r.body)).toEqual([
      { email: '', code: 'SOMMER10' },
    ]);
    expect(screen.getByRole('button', { name: 'Einen Moment …' })).toBeDisabled();

    await advance(1_499);
    expect(useCartStore.getState().orderInfo.coupon).toBeNull();
    expect(screen.queryByRole('list', { name: 'Eingelöste Codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Gutschein SOMMER10 eingelöst.');
    const applied = screen.getByRole('list', { name: 'Eingelöste Codes' });
    expect(within(applied).getByText('Gutschein SOMMER10')).toBeInTheDocument();
    expect(within(applied).getByText('10 % auf alles')).toBeInTheDocument();
    expect(useCartStore.getState().orderInfo.coupon).toEqual(coupon);
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeEnabled();
  });

  it("checks the coupon with the customer's e-mail once delivery is part of the total", async () => {
    const api = fakeApi({ 'POST /api/coupons/validate': json(coupon) });
    useCartStore.getState().setOrderInfo({
      userData: { firstName: 'Anna', lastName: 'Muster', emailAddress: ' anna@example.de ' },
    });
    const { user } = setup({ deliveryIncluded: true });

    await enterCode(user, 'SOMMER10');

    expect(api.requestsTo('POST /api/coupons/validate')[0]?.body).toEqual({
      email: 'anna@example.de',
      code: 'SOMMER10',
    });
  });

  it("shows the server's message under the field at once and drops the coupon held", async () => {
    fakeApi({ 'POST /api/coupons/validate': apiError(400, COUPON_MESSAGES.expired) });
    useCartStore.getState().setCoupon({ ...coupon, code: 'ALT5' });
    const { user } = setup();

    await enterCode(user, 'WINTER');

    const field = screen.getByRole('textbox', { name: 'Gutschein- oder Wertgutschein-Code' });
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Der Gutschein ist abgelaufen.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Der Gutschein ist abgelaufen.');
    expect(field).toHaveValue('WINTER');
    expect(useCartStore.getState().orderInfo.coupon).toBeNull();
    expect(screen.queryByText('Gutschein ALT5')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeEnabled();
  });

  it('redeems a code in voucher format as a Wertgutschein after 1.5 s', async () => {
    const api = fakeApi({ 'POST /api/voucher/validate': json(voucher) });
    const { user } = setup();

    await enterCode(user, 'abcd-efgh-ijkl-mnop');

    expect(api.requestsTo('POST /api/coupons/validate')).toHaveLength(0);
    expect(api.requestsTo('POST /api/voucher/validate').map((r) => r.body)).toEqual([
      { code: VOUCHER_CODE },
    ]);
    await advance(1_499);
    expect(useCartStore.getState().orderInfo.vouchers).toEqual([]);

    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Wertgutschein Nr. 7 eingelöst.');
    const applied = screen.getByRole('list', { name: 'Eingelöste Codes' });
    expect(within(applied).getByText('Wertgutschein Nr. 7')).toBeInTheDocument();
    expect(within(applied).getByText(`${VOUCHER_CODE} · Restwert 25,00 €`)).toBeInTheDocument();
    expect(useCartStore.getState().orderInfo.vouchers).toEqual([
      { code: VOUCHER_CODE, number: 7, remainingValue: 25, usedValue: 5 },
    ]);
  });

  it("says 'Wertgutschein bereits eingelöst' for a voucher already applied, without asking the server", async () => {
    const api = fakeApi();
    useCartStore.getState().addVoucher({
      code: VOUCHER_CODE,
      number: 7,
      remainingValue: 25,
      usedValue: 5,
    });
    const { user } = setup();

    await enterCode(user, ' abcd-efgh-ijkl-mnop ');

    expect(screen.getByRole('alert')).toHaveTextContent('Wertgutschein bereits eingelöst');
    expect(api.requests).toHaveLength(0);
    expect(useCartStore.getState().orderInfo.vouchers).toHaveLength(1);
  });

  it('asks for a code before sending anything', async () => {
    const api = fakeApi();
    const { user } = setup();

    await enterCode(user, '   ');

    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen Code ein.');
    expect(api.requests).toHaveLength(0);
  });

  it('removes a voucher 1.5 s after its remove button, with the buttons off meanwhile', async () => {
    fakeApi();
    useCartStore.getState().addVoucher({
      code: VOUCHER_CODE,
      number: 7,
      remainingValue: 25,
      usedValue: 5,
    });
    const { user } = setup({ voucherAmountsCents: new Map([[VOUCHER_CODE, 1_250]]) });

    // Open from the start: codes are applied.
    expect(
      screen.getByText(`${VOUCHER_CODE} · Restwert 25,00 € · hier eingesetzt 12,50 €`),
    ).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Wertgutschein Nr. 7 entfernen' });
    await user.click(remove);

    expect(remove).toBeDisabled();
    await advance(1_499);
    expect(useCartStore.getState().orderInfo.vouchers).toHaveLength(1);
    await advance(1);
    expect(useCartStore.getState().orderInfo.vouchers).toEqual([]);
    expect(screen.queryByText('Wertgutschein Nr. 7')).not.toBeInTheDocument();
  });
});
