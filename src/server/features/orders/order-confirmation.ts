import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { orderConfirmationMail } from '../../lib/mail/order-confirmation-mail.ts';
import type { FastifyInstance } from 'fastify';
import {
  invoicingOf,
  issueInvoice,
  type InvoicingDeps,
} from '../../aggregates/invoice-register.ts';

export type ConfirmationDeps = {
  db: Database;
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
  invoicing: InvoicingDeps;
  now: Date;
};

/** What sending a confirmation needs, from the app, at this moment. */
export function confirmationDepsOf(app: FastifyInstance): ConfirmationDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    shop: app.config.shop,
    siteUrl: app.config.SITE_URL,
    invoicing: invoicingOf(app.config),
    now: app.clock.now(),
  };
}

/**
 * Sends the order confirmation once the contract stands: at placement for cash and for orders
 * that cost nothing, at payment for online methods. Claimed with confirmation_sent_at so it goes
 * out once even when two processes race; if sending fails the claim is undone and it throws.
 */
export async function sendOrderConfirmation(
  deps: ConfirmationDeps,
  orderId: string,
): Promise<boolean> {
  const [order] = await deps.db
    .update(orders)
    .set({ confirmationSentAt: deps.now })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)))
    .returning();
  if (!order) return false;
  try {
    const items = await deps.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    const mail = orderConfirmationMail(
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        createdAt: order.createdAt,
        email: order.email,
        firstName: order.firstName,
        lastName: order.lastName,
        street: order.street,
        postalCode: order.postalCode,
        city: order.city,
        deliveryMethod: order.deliveryMethod,
        paymentMethod: order.paymentMethod,
        isPaid: order.paidAt !== null,
        items,
        couponCode: order.couponCode,
        subtotalCents: order.subtotalCents,
        couponDiscountCents: order.couponDiscountCents,
        deliveryCostCents: order.deliveryCostCents,
        totalCents: order.totalCents,
        vouchersTotalCents: order.vouchersTotalCents,
        valueToPayCents: order.valueToPayCents,
      },
      deps.shop,
      deps.siteUrl,
    );
    // A paid order gets its invoice with the confirmation: the one issued now, or before.
    const invoice =
      order.paidAt === null ? null : await issueInvoice(deps.db, orderId, deps.invoicing, deps.now);
    if (invoice) {
      mail.attachments = [
        { filename: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' },
      ];
    }
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    await deps.db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, orderId));
    throw error;
  }
}

/**
 * Sends confirmations that should have gone out but did not (the mail server was down): orders
 * that stand (paid, or cash and not cancelled) without confirmation_sent_at. Run by the job.
 */
export async function sendMissingConfirmations(deps: ConfirmationDeps): Promise<number> {
  const missing = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNull(orders.confirmationSentAt),
        ne(orders.status, 'cancelled'),
        or(isNotNull(orders.paidAt), eq(orders.paymentMethod, 'cash')),
      ),
    )
    .limit(50);
  let sent = 0;
  for (const order of missing) {
    if (await sendOrderConfirmation(deps, order.id)) sent += 1;
  }
  return sent;
}
