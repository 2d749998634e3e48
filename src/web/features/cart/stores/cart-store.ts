import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Cents } from '../../../../domain/money.ts';
import type { DeliveryMethod } from '../../../../domain/delivery.ts';
import type { CheckoutPaymentMethodId } from '../../../../domain/catalog.ts';
import type { Product } from '../../../../domain/api/product.ts';
import type { OrderUserData } from '../../../../domain/api/orders.ts';
import { normalizeCode } from '../../../../domain/voucher-code.ts';
import { addCartItem, cartItemsTotals, createClientId, removeCartItem } from '../lib/cart-items.ts';
import type { CartItem } from '../lib/cart-items.ts';

/**
 * The visitor's client state (docs/product.md §3.2), persisted in localStorage: cart, order info,
 * shipping address, reservation, the anonymous client id and the last scroll height (the maps
 * consent lives with the other consents in features/consent). Strictly necessary storage: it needs
 * no consent (docs/product.md §10.1, § 25 TDDDG).
 */

interface CartCouponState {
  code: string;
  discountType: 'percentage' | 'fixed' | 'freedelivery';
  discountAmount: number;
  description: string;
}

/** A validated voucher: the server's answer merged with the code (docs/product.md §7.1). Euros. */
interface CartVoucherState {
  code: string;
  number: number;
  remainingValue: number;
  usedValue: number;
}

/** The customer's data as the order call takes it (name, e-mail, phone, address for delivery). */
type UserData = OrderUserData;

export interface OrderInfo {
  userData: UserData | null;
  deliveryMethod: DeliveryMethod | null;
  paymentMethod: CheckoutPaymentMethodId | null;
  coupon: CartCouponState | null;
  vouchers: CartVoucherState[];
}

interface ShippingAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

interface Reservation {
  ids: string[];
  /** ISO date-time; the reservation lapses then. */
  until: string | null;
}

interface CartState {
  cart: {
    cartItems: CartItem[];
    paymentMethod: CheckoutPaymentMethodId | null;
    totalPriceCents: Cents;
  };
  orderInfo: OrderInfo;
  shippingAddress: ShippingAddress | null;
  reserved: Reservation;
  /** The anonymous client uuid, created when empty. */
  id: string;
  /** Last scroll height of a listing, so a return trip can restore it. */
  lastHeight: number;
}

interface CartActions {
  add: (product: Product) => void;
  remove: (id: string) => void;
  clear: () => void;
  setPaymentMethod: (method: CheckoutPaymentMethodId | null) => void;
  setOrderInfo: (info: Partial<OrderInfo>) => void;
  setShippingAddress: (address: ShippingAddress | null) => void;
  setReserved: (reserved: Reservation) => void;
  /** Replaces the cart's items (after a cart check), recomputing the total. */
  replaceItems: (items: CartItem[]) => void;
  setCoupon: (coupon: CartCouponState | null) => void;
  /** Adds a voucher, or updates the one with the same code (docs/product.md §4.4). */
  addVoucher: (voucher: CartVoucherState) => void;
  removeVoucher: (code: string) => void;
  /**
   * After a placed order: cart, total, reservation, coupon and vouchers are cleared
   * (docs/product.md §4.1).
   */
  clearAfterOrder: () => void;
  setLastHeight: (height: number) => void;
}

const EMPTY_ORDER_INFO: OrderInfo = {
  userData: null,
  deliveryMethod: null,
  paymentMethod: null,
  coupon: null,
  vouchers: [],
};

function initialState(): CartState {
  return {
    cart: { cartItems: [], paymentMethod: null, totalPriceCents: 0 },
    orderInfo: EMPTY_ORDER_INFO,
    shippingAddress: null,
    reserved: { ids: [], until: null },
    id: createClientId(),
    lastHeight: 0,
  };
}

function withItems(state: CartState, cartItems: CartItem[]): Pick<CartState, 'cart'> {
  return {
    cart: { ...state.cart, cartItems, totalPriceCents: cartItemsTotals(cartItems).totalCents },
  };
}

const CART_STORAGE_KEY = 'kinderkiste-client';

export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      ...initialState(),
      add: (product) =>
        set((state) => withItems(state, addCartItem(state.cart.cartItems, product))),
      remove: (id) => set((state) => withItems(state, removeCartItem(state.cart.cartItems, id))),
      clear: () => set((state) => ({ cart: { ...state.cart, cartItems: [], totalPriceCents: 0 } })),
      setPaymentMethod: (paymentMethod) =>
        set((state) => ({ cart: { ...state.cart, paymentMethod } })),
      setOrderInfo: (info) => set((state) => ({ orderInfo: { ...state.orderInfo, ...info } })),
      setShippingAddress: (shippingAddress) => set({ shippingAddress }),
      setReserved: (reserved) => set({ reserved }),
      replaceItems: (items) => set((state) => withItems(state, items)),
      setCoupon: (coupon) => set((state) => ({ orderInfo: { ...state.orderInfo, coupon } })),
      addVoucher: (voucher) =>
        set((state) => {
          const code = normalizeCode(voucher.code);
          const vouchers = state.orderInfo.vouchers;
          const index = vouchers.findIndex((v) => normalizeCode(v.code) === code);
          const next =
            index === -1
              ? [...vouchers, voucher]
              : vouchers.map((v, position) => (position === index ? voucher : v));
          return { orderInfo: { ...state.orderInfo, vouchers: next } };
        }),
      removeVoucher: (code) =>
        set((state) => ({
          orderInfo: {
            ...state.orderInfo,
            vouchers: state.orderInfo.vouchers.filter(
              (v) => normalizeCode(v.code) !== normalizeCode(code),
            ),
          },
        })),
      clearAfterOrder: () =>
        set((state) => ({
          cart: { ...state.cart, cartItems: [], totalPriceCents: 0 },
          reserved: { ids: [], until: null },
          orderInfo: { ...state.orderInfo, coupon: null, vouchers: [] },
        })),
      setLastHeight: (lastHeight) => set({ lastHeight }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ cart, orderInfo, shippingAddress, reserved, id, lastHeight }) => ({
        cart,
        orderInfo,
        shippingAddress,
        reserved,
        id,
        lastHeight,
      }),
      // A stored state without a client id (or an old one) gets the fresh id of this start.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<CartState>;
        const id = typeof stored.id === 'string' && stored.id !== '' ? stored.id : current.id;
        return { ...current, ...stored, id };
      },
    },
  ),
);
