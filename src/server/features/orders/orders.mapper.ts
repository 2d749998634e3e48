import type { Order } from '../../../domain/api/orders.ts';
import { couponToWire } from '../../../domain/coupon-discount.ts';
import { centsToEuros } from '../../../domain/money.ts';
import type { coupons, orderEvents, orderItems, orders, StoredImageRef } from '../../db/schema.ts';
import { productImageUrls } from '../../lib/image-urls.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect & { images: StoredImageRef[] | null };
export type OrderVoucherRow = { code: string; number: number; amountCents: number };
export type OrderCouponRow = typeof coupons.$inferSelect;
/** An event that wrote an entry to the customer's timeline. */
export type OrderEntryRow = Pick<typeof orderEvents.$inferSelect, 'entry' | 'data' | 'createdAt'>;

export type OrderDetails = {
  order: OrderRow;
  items: OrderItemRow[];
  vouchers: OrderVoucherRow[];
  coupon: OrderCouponRow | null;
  entries: OrderEntryRow[];
};

/** Only the last group of a voucher code is shown: the order page is reachable by link. */
function maskVoucherCode(code: string): string {
  return code.replace(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-/, 'XXXX-XXXX-XXXX-');
}

function couponOf(order: OrderRow, coupon: OrderCouponRow | null): Order['coupon'] {
  if (!order.couponCode || !coupon) return null;
  const cartCoupon =
    coupon.discountType === 'percentage'
      ? { discountType: 'percentage' as const, discountPercent: coupon.discountPercent }
      : coupon.discountType === 'fixed'
        ? { discountType: 'fixed' as const, discountAmountCents: coupon.discountAmountCents }
        : { discountType: 'freedelivery' as const };
  return { code: order.couponCode, ...couponToWire(cartCoupon) };
}

const eurosOrNothing = (cents: number | undefined) =>
  cents === undefined ? undefined : centsToEuros(cents);

/** The customer's timeline on the wire: euros, and only what an entry carries. */
function timelineOf(entries: readonly OrderEntryRow[]): Order['timeline'] {
  return entries.flatMap(({ entry, data, createdAt }) =>
    entry === null
      ? []
      : [
          {
            kind: entry,
            at: createdAt.toISOString(),
            amount: eurosOrNothing(data.amountCents),
            refund: eurosOrNothing(data.refundCents),
            voucher: eurosOrNothing(data.voucherCents),
            trackingNumber: data.trackingNumber,
            dueDay: data.dueDay,
            items: data.items,
            way: data.way,
          },
        ],
  );
}

/** Database rows → the order as the read-only page needs it; cents become euros here. */
export function toOrder(
  { order, items, vouchers, coupon, entries }: OrderDetails,
  cdnHost?: string,
): Order {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    orderItems: items.map((item) => {
      const image = item.images?.[0];
      return {
        _id: item.productId,
        itemNumber: item.itemNumber,
        category: item.category,
        name: item.name,
        brand: item.brand,
        size: item.size,
        sizeHat: item.sizeHat,
        condition: item.condition,
        price: centsToEuros(item.priceCents),
        sale: item.sale,
        discount: item.discount,
        salePrice: centsToEuros(item.salePriceCents),
        image: image ? productImageUrls(image, cdnHost) : null,
      };
    }),
    packedItems: items.filter((item) => item.isPacked).map((item) => item.productId),
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    coupon: couponOf(order, coupon),
    vouchers: vouchers.map((voucher) => ({
      code: maskVoucherCode(voucher.code),
      number: voucher.number,
      amount: centsToEuros(voucher.amountCents),
    })),
    subtotal: centsToEuros(order.subtotalCents),
    couponDiscount: centsToEuros(order.couponDiscountCents),
    deliveryCost: centsToEuros(order.deliveryCostCents),
    total: centsToEuros(order.totalCents),
    vouchersTotal: centsToEuros(order.vouchersTotalCents),
    valueToPay: centsToEuros(order.valueToPayCents),
    isPaid: order.paidAt !== null,
    isCanceled: order.status === 'cancelled',
    paymentDueAt:
      order.paidAt === null && order.status === 'open' && order.paymentDueAt
        ? order.paymentDueAt.toISOString()
        : null,
    timeline: timelineOf(entries),
    address: {
      firstName: order.firstName,
      lastName: order.lastName,
      street: order.street,
      postalCode: order.postalCode,
      city: order.city,
    },
  };
}
