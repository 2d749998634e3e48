import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  createShippingLabelBodySchema,
  shippingLabelListSchema,
  shippingLabelSchema,
} from '../../../domain/api/shipping-labels.ts';
import { ShippingProviderError } from '../../lib/shipping/shipping-label-provider.ts';
import { createShippingLabelSetup } from '../../lib/shipping/shipping-label-setup.ts';
import {
  cancelLabel,
  createLabel,
  listLabels,
  readLabelPdf,
  type LabelDeps,
} from './shipping-labels.service.ts';
import { noteAuditSubject } from '../../lib/audit-subject.ts';
import { labelInParams, orderInParams } from '../../lib/audit-subject-lookups.ts';

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
  const deps: LabelDeps = {
    db: app.db,
    setup: createShippingLabelSetup(app.config),
    shop: app.config.shop,
  };

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
    (request) => listLabels(deps, request.params.id),
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
      const outcome = await askingDhl(() =>
        cancelLabel(deps, request.params.id, request.params.labelId, app.clock.now()),
      );
      if (!outcome.ok) return reply.code(outcome.status).send(outcome.body);
      return reply.send(outcome.value);
    },
  );
};
