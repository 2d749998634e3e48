import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { ITEM_LABEL_MESSAGES, itemLabelsQuerySchema } from '../../../domain/api/item-labels.ts';
import { LABEL_LAYOUTS, labelsPerPage } from '../../../domain/label-layouts.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import { HttpError } from '../../lib/http-error.ts';
import { renderItemLabelsPdf } from '../../lib/pdf/item-labels-pdf.ts';
import { labelItemsFor, labelsFileName } from './item-labels.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

/** Item labels to print (issue 34, decision 073): codes of the item number, read back by a scan. */
export const itemLabelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/item-labels',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['item-labels'],
        summary:
          'Labels of items as a PDF: item number as Code 128 and QR, seller, size, brand, price',
        description:
          'Choose items by number (in that order), or a seller, a day of entry, or both. ' +
          'layout a4-3474: A4 sheets of Avery Zweckform 3474, the first label at `start`; ' +
          'roll-62: one 62 × 37 mm label per page for a label printer. 404 names unknown items.',
        querystring: itemLabelsQuerySchema,
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          400: errorSchema,
          404: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const layout = LABEL_LAYOUTS[request.query.layout];
      if (request.query.start > labelsPerPage(layout)) {
        throw new HttpError(400, ITEM_LABEL_MESSAGES.start);
      }
      const items = await labelItemsFor(app.db, request.query);
      const now = app.clock.now();
      const pdf = await renderItemLabelsPdf(items, layout, request.query.start, now);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${labelsFileName(items, berlinDay(now))}"`,
        )
        .send(pdf);
    },
  );
};
