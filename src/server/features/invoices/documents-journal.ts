import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { zipSync } from 'fflate';
import { paymentMethodLabelOrKey } from '../../../domain/catalog.ts';
import { deliveryMethodLabelOrKey } from '../../../domain/delivery.ts';
import { formatEuroAmount } from '../../../domain/money.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema.ts';
import { SHOP_TIME_ZONE_SQL } from '../../db/shop-time-zone.ts';
import { csvDate, csvDocument } from '../../lib/csv.ts';
import { bookingOf } from '../../../domain/bookkeeping/document-booking.ts';
import type { DatevPayout } from '../../../domain/bookkeeping/datev-extf.ts';

// The issued documents of a period, for the accountant (decisions 032, 033): every invoice and
// cancellation invoice, booked on the day it was issued. Documents never change once issued, so
// a period's exports stay the same whatever happens later: a cancellation in November is a line
// of November, never a change to October. The bookkeeping CSV here, the DATEV batch
// (datev-export.ts) and the archive are all built from this one list.

export type DocumentPeriod = { from: string; to: string };

/** The period's documents in the order they were issued, with their PDFs. */
export async function listIssuedDocuments(db: DatabaseOrTransaction, period: DocumentPeriod) {
  const original = alias(invoices, 'original');
  return db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      orderNumber: orders.orderNumber,
      // The order's amounts book documents stored before they carried their own (bookingOf).
      order: {
        createdAt: orders.createdAt,
        paymentMethod: orders.paymentMethod,
        deliveryMethod: orders.deliveryMethod,
        couponCode: orders.couponCode,
        subtotalCents: orders.subtotalCents,
        couponDiscountCents: orders.couponDiscountCents,
        deliveryCostCents: orders.deliveryCostCents,
        totalCents: orders.totalCents,
        vouchersTotalCents: orders.vouchersTotalCents,
        valueToPayCents: orders.valueToPayCents,
      },
      document: invoices.document,
      refersTo: original.number,
      pdf: invoices.pdf,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(original, eq(original.id, invoices.refersTo))
    .where(
      and(
        gte(
          invoices.issuedAt,
          sql`(${period.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE_SQL}`,
        ),
        lt(
          invoices.issuedAt,
          sql`((${period.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE_SQL})`,
        ),
      ),
    )
    .orderBy(asc(invoices.id));
}

export type IssuedDocument = Awaited<ReturnType<typeof listIssuedDocuments>>[number];

const ARCHIVE_FILE_TIME = new Date(2000, 0, 1);

const KIND_LABELS = { invoice: 'Rechnung', cancellation: 'Stornorechnung' } as const;

/** The file name of a document in the archive: its kind and number, '/' made safe. */
function archiveName(document: Pick<IssuedDocument, 'kind' | 'number'>): string {
  return `${KIND_LABELS[document.kind]}-${document.number.replaceAll('/', '-')}.pdf`;
}

/**
 * A payout to a seller by SEPA run as a line of the bookkeeping CSV (decision 077): its
 * EndToEndId as the document number, money leaving the shop negative; a cancelled run's
 * reversal on its own day, positive, naming the payout it reverses.
 */
function payoutLine(payout: DatevPayout): string[] {
  const cents = payout.reversal ? payout.amountCents : -payout.amountCents;
  return [
    payout.reference,
    payout.reversal ? 'Storno Auszahlung an Verkäuferin' : 'Auszahlung an Verkäuferin',
    csvDate(payout.paidAt),
    '',
    '',
    `Verkäuferin ${payout.sellerNumber} ${payout.sellerName}`,
    'SEPA-Überweisung',
    '',
    '',
    '',
    '',
    '',
    formatEuroAmount(cents),
    '',
    formatEuroAmount(cents),
    payout.reversal ? payout.reference : '',
  ];
}

/**
 * The bookkeeping CSV: one line per document with its number, kind and day, the order, the
 * customer as printed, the payment and delivery method and every amount of the document's
 * booking (negative on a cancellation), and the invoice a cancellation cancels; then the
 * period's payouts to sellers by SEPA run (decision 077), as the DATEV export books them.
 */
export function bookkeepingCsv(
  documents: IssuedDocument[],
  payouts: readonly DatevPayout[] = [],
): string {
  return csvDocument(
    [
      'Belegnummer',
      'Belegart',
      'Belegdatum',
      'Bestellnummer',
      'Bestelldatum',
      'Kunde',
      'Zahlungsart',
      'Lieferart',
      'Warenwert',
      'Gutschein',
      'Gutscheinrabatt',
      'Versand',
      'Gesamt',
      'Wertgutscheine',
      'Bezahlt',
      'Storniert Beleg',
    ],
    documents
      .map((document) => {
        const booking = bookingOf(document, document.order);
        return [
          document.number,
          KIND_LABELS[document.kind],
          csvDate(document.issuedAt),
          String(document.orderNumber),
          csvDate(document.order.createdAt),
          document.document.buyer[0] ?? '',
          paymentMethodLabelOrKey(booking.paymentMethod),
          deliveryMethodLabelOrKey(booking.deliveryMethod),
          formatEuroAmount(booking.goodsCents),
          booking.couponCode ?? '',
          formatEuroAmount(booking.couponCents),
          formatEuroAmount(booking.deliveryCents),
          formatEuroAmount(booking.totalCents),
          formatEuroAmount(booking.voucherCents),
          formatEuroAmount(booking.moneyCents),
          document.refersTo ?? '',
        ];
      })
      .concat(payouts.map(payoutLine)),
  );
}

/** Every document of the period as stored, plus the bookkeeping CSV, in one ZIP file. */
export function documentsArchive(
  documents: IssuedDocument[],
  payouts: readonly DatevPayout[] = [],
): Buffer {
  const files: Record<string, Uint8Array> = {
    'buchhaltung.csv': new TextEncoder().encode(bookkeepingCsv(documents, payouts)),
  };
  for (const document of documents) files[archiveName(document)] = document.pdf;
  // PDFs are compressed already, so they are stored as they are. One fixed file time: the same
  // period gives the same archive, byte for byte.
  return Buffer.from(zipSync(files, { level: 0, mtime: ARCHIVE_FILE_TIME }));
}
