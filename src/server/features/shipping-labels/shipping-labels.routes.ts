import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  bulkShipmentAnswerSchema,
  bulkShipmentBodySchema,
  mergedLabelsQuerySchema,
} from '../../../domain/api/bulk-shipments.ts';
import {
  createShippingLabelBodySchema,
  shippingLabelListSchema,
  shippingLabelSchema,
} from '../../../domain/api/shipping-labels.ts';
import { ShippingProviderError } from '../../lib/shipping/shipping-label-provider.ts';
import { createShippingLabelSetup } from '../../lib/shipping/shipping-label-setup.ts';
import { readMergedLabels, shipInBulk } from './bulk-shipping.service.ts';
import {
  cancelLabel,
  createLabel,
  listLabels,
  readLabelPdf,
  type LabelDeps,
} from './shipping-labels.service.ts';
import { noteAuditSubject } from '../../lib/audit-subject.ts';
import { labelInParams, orderInParams, ordersInBody } from '../../lib/audit-subject-lookups.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
// What DHL answered, said in German: 422 it refused the data or the cancellation, 409 it refused
// our credentials (the shop's set-up is wrong, as with missing keys), 503 it could not be reached.
// Sent here, not through the central error handler, which hides the message of every 5xx
// (decision 040).
const dhlErrors = { 409: errorSchema, 422: errorSchema, 503: errorSchema };
const STATUS_OF_FAILURE = { refused: 422, credentials: 409, unavailable: 503 } as const;
const ERROR_NAMES = { 409: 'Conflict', 422: 'Unprocessable Entity', 503: 'Service Unavailable' };

const orderParams = z.object({ id: z.uuid() });
const labelParams = z.object({ id: z.uuid(), labelId: z.uuid() });

export const shippingLabelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = createShippingLabelSetup(app.config);
  // The sender on a label is the shop's address as the owner set it now (decision 056).
  const depsNow = async (): Promise<LabelDeps> => ({
    db: app.db,
    setup,
    shop: (await app.currentConfig()).shop,
  });

  /** Runs a call that may reach DHL; DHL's refusals and outages become their declared answers. */
  async function askingDhl<T>(run: () => Promise<T>) {
    try {
      return { ok: true as const, value: await run() };
    } catch (error) {
      if (!(error instanceof ShippingProviderError)) throw error;
      const status = STATUS_OF_FAILURE[error.failure];
      return {
        ok: false as const,
        status,
        body: { error: ERROR_NAMES[status], message: error.message },
      };
    }
  }

  app.get(
    '/api/admin/orders/:id/labels',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['shipping-labels'],
        summary: 'The DHL labels of an order, and whether labels are made by DHL or the simulator',
        params: orderParams,
        response: { 200: shippingLabelListSchema, ...adminErrors },
      },
    },
    async (request) => listLabels(await depsNow(), request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/labels',
    {
      config: { access: 'admin', auditSubject: orderInParams },
      schema: {
        tags: ['shipping-labels'],
        summary: 'Creates a DHL label (Paket or Kleinpaket) or a return label for a DHL order',
        description:
          'An outbound label fills the order’s tracking number. One valid outbound label per ' +
          'order; a second request while the first runs or after it is refused with 409. A ' +
          'return label needs a withdrawal or a shipped order. 409 also for a non-DHL order and ' +
          'for live mode without the DHL keys (the message names them). 422: DHL refused the ' +
          'data (the message names the fields); 409 also when DHL refuses the credentials; 503: DHL is ' +
          'not reachable.',
        params: orderParams,
        body: createShippingLabelBodySchema,
        response: { 201: shippingLabelSchema, ...adminErrors, ...dhlErrors },
      },
    },
    async (request, reply) => {
      const deps = await depsNow();
      const outcome = await askingDhl(() =>
        createLabel(deps, request.params.id, request.body, app.clock.now()),
      );
      if (!outcome.ok) return reply.code(outcome.status).send(outcome.body);
      noteAuditSubject(request, {
        labelKind: outcome.value.kind,
        shipmentNumber: outcome.value.shipmentNumber,
      });
      return reply.code(201).send(outcome.value);
    },
  );

  app.get(
    '/api/admin/orders/:id/labels/:labelId/pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['shipping-labels'],
        summary: 'The label as DHL made it: a PDF of 100 × 150 mm',
        params: labelParams,
        response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await readLabelPdf(
        app.db,
        request.params.id,
        request.params.labelId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.delete(
    '/api/admin/orders/:id/labels/:labelId',
    {
      config: { access: 'admin', auditSubject: labelInParams },
      schema: {
        tags: ['shipping-labels'],
        summary: 'Cancels an outbound label at DHL while the parcel is not handed over',
        description:
          'Clears the tracking number the label filled. 409 once the order is shipped, for a ' +
          'cancelled label and for a return label.',
        params: labelParams,
        response: { 200: shippingLabelSchema, ...adminErrors, ...dhlErrors },
      },
    },
    async (request, reply) => {
      const deps = await depsNow();
      const outcome = await askingDhl(() =>
        cancelLabel(deps, request.params.id, request.params.labelId, app.clock.now()),
      );
      if (!outcome.ok) return reply.code(outcome.status).send(outcome.body);
      return reply.send(outcome.value);
    },
  );

  app.post(
    '/api/admin/bulk-shipments',
    {
      config: { access: 'admin', auditSubject: ordersInBody },
      schema: {
        tags: ['shipping-labels'],
        summary: 'Ships several DHL orders at once: missing labels in one DHL request, one PDF',
        description:
          'Per order, in the order sent: a valid outbound label is reused, a missing one is made ' +
          '(all in one DHL request), then the order is marked shipped with its shipment number, ' +
          'each order in its own transaction. An order that may not ship (a withdrawal holds ' +
          'it, items not packed, not paid, not DHL) is refused with a German reason and gets no ' +
          'label. Sent again, nothing happens twice: shipped orders are reported as shipped. ' +
          'labelsPdfPath gives one PDF with the labels of the shipped orders. 409 for live mode ' +
          'without the DHL keys (the message names them).',
        body: bulkShipmentBodySchema,
        response: { 200: bulkShipmentAnswerSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request) => {
      const answer = await shipInBulk(
        { ...(await depsNow()), followUps: app.followUps },
        request.body,
        app.clock.now(),
      );
      noteAuditSubject(request, {
        orders: answer.results.flatMap((result) =>
          result.orderNumber === null
            ? []
            : [{ number: result.orderNumber, shipped: result.outcome === 'shipped' }],
        ),
      });
      return answer;
    },
  );

  app.get(
    '/api/admin/shipping-labels/pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['shipping-labels'],
        summary: 'The valid outbound labels of several orders as one PDF, in the order given',
        description:
          'Orders without a valid label are left out; 404 when none has one. 422 when a stored ' +
          'label cannot be read as a PDF (they are then printed one by one).',
        querystring: mergedLabelsQuerySchema,
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          ...adminErrors,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await readMergedLabels(
        app.db,
        request.query.orders,
        app.clock.now(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
