import type { Order } from '../../domain/api/orders.ts';
import type { DeliveryMethod } from '../../domain/delivery.ts';
import { eurosToCents } from '../../domain/money.ts';
import { timelineLines, visibleTimeline, type TimelineEntry } from '../../domain/order-events.ts';

/** The order's timeline as the domain's entries (euros on the wire become cents here). */
export function timelineOf(order: Pick<Order, 'timeline'>): TimelineEntry[] {
  const cents = (euros: number | undefined) =>
    euros === undefined ? undefined : eurosToCents(euros);
  return visibleTimeline(
    order.timeline.map((entry) => ({
      kind: entry.kind,
      at: new Date(entry.at),
      data: {
        amountCents: cents(entry.amount),
        refundCents: cents(entry.refund),
        voucherCents: cents(entry.voucher),
        trackingNumber: entry.trackingNumber,
        dueDay: entry.dueDay,
        items: entry.items,
        way: entry.way,
      },
    })),
  );
}

const dayAndTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/**
 * What happened to the order, oldest first (decision 054): one entry per event the customer is
 * told of, in the words of domain/order-events.ts; the newest is marked as where it stands now.
 * The customer's order page and the owner's show the same.
 */
export function OrderTimeline({
  entries,
  deliveryMethod,
  headed = true,
}: {
  entries: readonly TimelineEntry[];
  deliveryMethod: DeliveryMethod;
  /** With its own heading 'Verlauf'; false inside a card that has one. */
  headed?: boolean;
}) {
  const rows = entries.flatMap((entry) =>
    timelineLines(entry, deliveryMethod).map((line) => ({ ...line, at: entry.at })),
  );
  if (rows.length === 0) return null;
  return (
    <section aria-label="Verlauf" className={headed ? 'mb-6' : undefined}>
      {headed && <h2 className="mb-3 text-xl font-bold text-brand-800">Verlauf</h2>}
      <ol className="relative ml-2 border-l-2 border-brand-100 pl-5">
        {rows.map((row, index) => {
          const latest = index === rows.length - 1;
          return (
            <li
              key={index}
              className="relative pb-4 last:pb-0"
              aria-current={latest ? 'step' : undefined}
            >
              <span
                aria-hidden
                className={`absolute top-1.5 -left-[27px] size-3 rounded-full ring-4 ring-white ${
                  latest ? 'bg-brand-600' : 'bg-brand-200'
                }`}
              />
              <p className={latest ? 'font-bold text-ink' : 'font-semibold text-ink/80'}>
                {row.title}
              </p>
              <p className="text-sm text-muted">
                <time dateTime={row.at.toISOString()}>{dayAndTime.format(row.at)} Uhr</time>
              </p>
              {row.detail !== null && <p className="text-sm break-words">{row.detail}</p>}
              {row.link !== null && (
                <a
                  href={row.link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-semibold text-brand-800 underline underline-offset-2"
                >
                  {row.link.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
