import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { zipSync } from 'fflate';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema.ts';
import { SHOP_TIME_ZONE_SQL } from '../../db/shop-time-zone.ts';
import { csvDate, csvDocument } from '../../lib/csv.ts';
import { formatEuroAmount } from '../../../domain/money.ts';

// The journal of issued documents (decision 032): every invoice and cancellation invoice of a
// period, booked on the day it was issued. Documents never change once issued, so a period's
// journal and archive stay the same whatever happens later: a cancellation in November is a
// line of November, never a change to October.

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

type IssuedDocument = Awaited<ReturnType<typeof listIssuedDocuments>>[number];

const ARCHIVE_FILE_TIME = new Date(2000, 0, 1);

const KIND_LABELS = { invoice: 'Rechnung', cancellation: 'Stornorechnung' } as const;

/** The file name of a document in the archive: its kind and number, '/' made safe. */
export function archiveName(document: Pick<IssuedDocument, 'kind' | 'number'>): string {
  return `${KIND_LABELS[document.kind]}-${document.number.replaceAll('/', '-')}.pdf`;
}

/** One line per document: number, kind, date, order, customer, amount, the invoice it cancels. */
export function documentsJournalCsv(documents: IssuedDocument[]): string {
  return csvDocument(
    [
      'Belegnummer',
      'Belegart',
      'Belegdatum',
      'Bestellnummer',
      'Kunde',
      'Betrag',
      'Storniert Beleg',
    ],
    documents.map((document) => [
      document.number,
      KIND_LABELS[document.kind],
      csvDate(document.issuedAt),
      String(document.orderNumber),
      document.document.buyer[0] ?? '',
      formatEuroAmount(document.document.totalCents),
      document.refersTo ?? '',
    ]),
  );
}

/** Every document of the period as stored, plus the journal, in one ZIP file. */
export function documentsArchive(documents: IssuedDocument[]): Buffer {
  const files: Record<string, Uint8Array> = {
    'belegjournal.csv': new TextEncoder().encode(documentsJournalCsv(documents)),
  };
  for (const document of documents) files[archiveName(document)] = document.pdf;
  // PDFs are compressed already, so they are stored as they are. One fixed file time: the same
  // period gives the same archive, byte for byte.
  return Buffer.from(zipSync(files, { level: 0, mtime: ARCHIVE_FILE_TIME }));
}
