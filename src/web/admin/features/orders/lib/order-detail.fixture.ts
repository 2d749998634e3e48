import type { AdminOrderDetail } from '../api/orders.ts';

// An order as GET /api/admin/orders/:id answers it, for the component tests of the order page
// (decision 055). Typed by the wire schema, so a changed contract shows here.

export const ORDER_ID = '22222222-2222-4222-8222-222222222222';
export const BODY = '00000000-0000-4000-8000-000000000001';
export const TROUSERS = '00000000-0000-4000-8000-000000000002';
export const HAT = '00000000-0000-4000-8000-000000000003';
export const REFUND_FAILED = '44444444-4444-4444-8444-444444444444';
export const REFUND_MANUAL = '55555555-5555-4555-8555-555555555555';

function item(id: string, itemNumber: number, name: string, salePrice: number) {
  return {
    _id: id,
    itemNumber,
    category: 'Kleidung' as const,
    name,
    brand: 'Mini',
    size: 86,
    sizeHat: [],
    condition: 'Gut' as const,
    price: salePrice,
    sale: false,
    discount: 0,
    salePrice,
    image: null,
  };
}

/** A shipped PayPal order of three items; the hat came back before. */
export function detail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    order: {
      _id: ORDER_ID,
      orderNumber: 1042,
      createdAt: '2026-11-20T10:00:00.000Z',
      orderItems: [
        item(BODY, 101, 'Body', 10),
        item(TROUSERS, 102, 'Hose', 12.5),
        item(HAT, 103, 'Mütze', 6),
      ],
      packedItems: [BODY, TROUSERS, HAT],
      deliveryMethod: 'liefernDHL',
      paymentMethod: 'paypal',
      coupon: null,
      vouchers: [],
      subtotal: 28.5,
      couponDiscount: 0,
      deliveryCost: 4.99,
      total: 33.49,
      vouchersTotal: 0,
      valueToPay: 33.49,
      isPaid: true,
      isCanceled: false,
      paymentDueAt: null,
      timeline: [],
      address: {
        firstName: 'Anna',
        lastName: 'Muster',
        street: 'Hauptstraße 5',
        postalCode: '12345',
        city: 'Musterstadt',
      },
    },
    status: 'shipped',
    email: 'anna@example.de',
    phone: null,
    trackingNumber: '00340434161094042557',
    paidAt: '2026-11-20T10:05:00.000Z',
    packedAt: '2026-11-21T09:00:00.000Z',
    shippedAt: '2026-11-21T15:00:00.000Z',
    canceledAt: null,
    attentionReason: null,
    heldByWithdrawal: false,
    availableActions: [],
    unpackedItemCount: 0,
    followUps: [],
    withdrawals: [],
    payments: [],
    documents: [],
    returnableProductIds: [BODY, TROUSERS],
    returns: [
      {
        id: '66666666-6666-4666-8666-666666666666',
        kind: 'return',
        createdAt: '2026-11-25T09:30:00.000Z',
        items: [{ productId: HAT, name: 'Mütze', resellable: false }],
        total: 6,
        money: 6,
        vouchers: 0,
        documentNumber: 'ST-2026-00003',
      },
    ],
    refunds: [
      {
        id: REFUND_FAILED,
        way: 'provider',
        status: 'failed',
        amount: 6,
        attempts: 7,
        lastError: 'PayPal: Erstattung abgelehnt',
        providerReference: null,
        createdAt: '2026-11-25T09:30:00.000Z',
        completedAt: null,
      },
      {
        id: REFUND_MANUAL,
        way: 'manual',
        status: 'pending',
        amount: 3.5,
        attempts: 0,
        lastError: null,
        providerReference: null,
        createdAt: '2026-11-25T09:31:00.000Z',
        completedAt: null,
      },
    ],
    ...overrides,
  };
}
