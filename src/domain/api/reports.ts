import { z } from 'zod';

const day = z.iso.date({ error: 'Bitte ein Datum wie 2026-11-22 angeben.' });

export const reportQuerySchema = z.object({
  from: day.describe('First day (Berlin), inclusive'),
  to: day.describe('Last day (Berlin), inclusive'),
  groupBy: z.enum(['day', 'week', 'month']).default('day'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const money = z.number().describe('Euros');
const row = z.object({ key: z.string(), orders: z.number().int(), revenue: money });

/**
 * Counted orders are paid and neither cancelled nor returned. Revenue is what customers paid
 * for them: money plus vouchers (valueToPay + vouchersTotal). Item values per category and
 * seller are the items' sale prices before order-level coupons.
 */
export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    orders: z.number().int(),
    revenue: money,
    averageOrderValue: money,
    itemsSold: z.number().int(),
    couponDiscounts: money,
    vouchersRedeemed: money,
    deliveryCharged: money,
  }),
  periods: z.array(row.extend({ averageOrderValue: money })),
  series: z
    .array(
      z.object({
        start: z.string().describe('First day of the period, YYYY-MM-DD (Berlin)'),
        label: z.string().describe("Short German name: '23.11.', 'KW 48', 'Nov. 2026'"),
        orders: z.number().int().nonnegative(),
        revenue: money,
      }),
    )
    .describe('Every period of the range, empty ones too, for the chart'),
  byPaymentMethod: z.array(row),
  byDeliveryMethod: z.array(row),
  byCategory: z.array(z.object({ key: z.string(), items: z.number().int(), itemValue: money })),
  bySeller: z.array(
    z.object({
      key: z.string().describe("Seller number, or 'ohne' for items of the shop itself"),
      name: z.string().nullable(),
      items: z.number().int(),
      itemValue: money,
    }),
  ),
  coupons: z.array(z.object({ key: z.string(), orders: z.number().int(), discount: money })),
});
export type Report = z.infer<typeof reportSchema>;

/** The report's parts that export as CSV, one file each; the names go into the URL. */
export const REPORT_TABLES = [
  'summen',
  'zeitraum',
  'zahlungsarten',
  'lieferarten',
  'kategorien',
  'verkaeufer',
  'gutscheine',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const dashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue: money }),
  week: z.object({ orders: z.number().int(), revenue: money }),
  ordersToPack: z.number().int().describe('Paid or cash orders not packed, without the held ones'),
  ordersHeldByWithdrawal: z
    .number()
    .int()
    .nonnegative()
    .describe('Orders a withdrawal reached before they left: not to be sent (decision 054)'),
  failedFollowUps: z
    .number()
    .int()
    .nonnegative()
    .describe('Invoices, mails or refunds that gave up and wait for the owner'),
  unpaidOrders: z.number().int(),
  signupsWaiting: z
    .number()
    .int()
    .nonnegative()
    .describe('Confirmed seller sign-ups waiting for her approval (decision 075)'),
  announcedWaiting: z
    .object({
      items: z.number().int().nonnegative(),
      bags: z.number().int().nonnegative(),
    })
    .describe('Items sellers announced online and nobody took in or rejected yet (decision 074)'),
  itemsOnline: z.number().int(),
  reservedNow: z.number().int(),
  itemsAddedThisWeek: z.number().int(),
  withdrawals: z.number().int().describe('Withdrawals declared in the last 30 days'),
  drafts: z.number().int().nonnegative().describe('Drafts without a planned time'),
  scheduledItems: z.number().int().nonnegative().describe('Drafts planned to go live'),
  nextPublications: z
    .array(
      z.object({
        id: z.uuid(),
        itemNumber: z.number().int().positive(),
        category: z.string(),
        name: z.string(),
        publishAt: z.iso.datetime(),
      }),
    )
    .describe('The planned items that go live next, soonest first (decision 038)'),
  turnover: z
    .object({
      year: z.number().int(),
      currentYear: money.describe(
        'This calendar year so far: every sale in full, returns deducted',
      ),
      previousYear: money,
      currentYearLimit: money.describe('§ 19 Abs. 1 UStG: 100,000 €'),
      previousYearLimit: money.describe('§ 19 Abs. 1 UStG: 25,000 €'),
      level: z.enum(['ok', 'approaching', 'exceeded', 'previousYearExceeded']),
      notice: z.string().nullable().describe('The German warning, when there is one'),
    })
    .describe("This year's turnover against the small-business limit (decision 077)"),
});
