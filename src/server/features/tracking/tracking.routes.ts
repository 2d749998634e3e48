import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  openSiteHeadersSchema,
  qrRedirectQuerySchema,
  qrRedirectResponseSchema,
  QR_TARGETS,
  removeProductHeadersSchema,
  type QrTarget,
} from '../../../domain/api/tracking.ts';
import { isAdminPage } from '../../../domain/untracked-visits.ts';
import { parseCartHeader, recordTrackingEvent } from './tracking.service.ts';

// docs/product.md §7.1 fixes these tracking calls as GETs carrying everything in headers: the only
// GETs in the API that write. They store an anonymous id, never personal data. The web app sends
// them only with the visitor's consent, and with a tracking id of their own, not the client id
// that holds reservations and goes with orders (decision 035).

export interface TrackingDeps {
  /** Whether the request carries a valid admin's bearer token (the app composes auth in). */
  isAdminRequest: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * The owner's own visits are never counted (decision 041): a call from an admin page or with an
 * admin's token is answered as any other and recorded nowhere. The browser does not send them
 * either; this catches an old tab or another device.
 */
export const trackingRoutes =
  (deps: TrackingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const isOwnVisit = async (request: FastifyRequest, page: string) =>
      isAdminPage(page) || (await deps.isAdminRequest(request));

    app.get(
      '/api/users/opensite',
      {
        schema: {
          tags: ['tracking'],
          summary: 'Records a landing view of an anonymous client',
          headers: openSiteHeadersSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { userid, cart, page } = request.headers;
        if (await isOwnVisit(request, page)) return reply.code(204).send(null);
        await recordTrackingEvent(app.db, {
          kind: 'opensite',
          clientId: userid,
          page,
          cart: parseCartHeader(cart),
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/users/removeproduct',
      {
        schema: {
          tags: ['tracking'],
          summary: 'Records that an anonymous client removed an item from the cart',
          headers: removeProductHeadersSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { userid, cart, page, productid } = request.headers;
        if (await isOwnVisit(request, page)) return reply.code(204).send(null);
        await recordTrackingEvent(app.db, {
          kind: 'removeproduct',
          clientId: userid,
          page,
          productId: productid,
          cart: parseCartHeader(cart),
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/redirect/qrcode',
      {
        schema: {
          tags: ['tracking'],
          summary: 'Records a QR code scan and answers where the browser should go',
          querystring: qrRedirectQuerySchema,
          response: { 200: qrRedirectResponseSchema },
        },
      },
      async (request) => {
        const requested = request.query.target?.toLowerCase();
        // An unknown or missing target goes home, as docs/product.md §7.1 says.
        const target: QrTarget = QR_TARGETS.find((known) => known === requested) ?? 'home';
        const urls: Record<QrTarget, string> = {
          facebook: app.config.SOCIAL_FACEBOOK_URL,
          instagram: app.config.SOCIAL_INSTAGRAM_URL,
          shop: '/shop/kleidung',
          home: '/',
        };
        await recordTrackingEvent(app.db, {
          kind: 'qrcode',
          clientId: 'qr',
          page: `${target}:${request.query.source ?? ''}`.slice(0, 200),
        });
        return { target, url: urls[target] };
      },
    );
  };
