import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  dashboardSchema,
  REPORT_TABLES,
  reportQuerySchema,
  reportSchema,
  type ReportQuery,
} from '../../../domain/api/reports.ts';
import { MAX_SERIES_POINTS, seriesLength } from '../../../domain/report-series.ts';
import { HttpError } from '../../lib/http-error.ts';
import { buildDashboard } from './dashboard.service.ts';
import { reportTableCsv } from './report-csv.ts';
import { buildReport } from './reports.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

function checkRange(query: ReportQuery): void {
  if (query.from > query.to) throw new HttpError(400, 'Das Startdatum liegt nach dem Enddatum.');
  if (seriesLength(query.from, query.to, query.groupBy) > MAX_SERIES_POINTS) {
    throw new HttpError(
      400,
      `Höchstens ${MAX_SERIES_POINTS} Zeiträume: bitte einen kürzeren Zeitraum oder eine gröbere Gruppierung (Woche, Monat) wählen.`,
    );
  }
}

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        summary: "Today's and this week's orders and revenue, and what needs doing",
        response: { 200: dashboardSchema, ...adminErrors },
      },
    },
    async () => buildDashboard(app.db, app.clock.now()),
  );

  app.get(
    '/api/admin/reports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        summary:
          'Revenue and orders per period, payment and delivery method, category, seller, coupon',
        querystring: reportQuerySchema,
        response: { 200: reportSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      checkRange(request.query);
      return buildReport(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/reports/:table.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        summary: 'One table of the report as shown on /admin/reports (CSV, German format)',
        params: z.object({ table: z.enum(REPORT_TABLES) }),
        querystring: reportQuerySchema,
        response: { 200: z.string(), 400: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      checkRange(request.query);
      const { table } = request.params;
      const { from, to, groupBy } = request.query;
      const report = await buildReport(app.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="bericht-${table}-${from}-bis-${to}.csv"`,
        )
        .send(reportTableCsv(report, table, groupBy));
    },
  );
};
