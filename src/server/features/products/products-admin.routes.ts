import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  productInputSchema,
  publishDraftsResultSchema,
  publishDraftsSchema,
  saleActionResultSchema,
  saleActionSchema,
  uploadedImageSchema,
} from '../../../domain/api/admin-products.ts';
import { errorSchema } from '../../../domain/api/auth.ts';
import { itemNumberParamsSchema } from '../../../domain/api/item-labels.ts';
import { noteAuditSubject } from '../../lib/audit-subject.ts';
import { itemInParams, itemsInBody, itemsOf } from '../../lib/audit-subject-lookups.ts';
import { receiveUploadedImage } from '../../lib/images/receive-upload.ts';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../lib/images/upload-limits.ts';
import { publishDrafts } from './product-publication.ts';
import type { ViewContext } from './products.mapper.ts';
import {
  applySale,
  createProduct,
  deleteProduct,
  getAdminProduct,
  getAdminProductByNumber,
  listAdminProducts,
  toAdminProduct,
  updateProduct,
} from './products-admin.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };
const idParams = z.object({ id: z.uuid() });

export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = (): ViewContext => ({
    clientId: null,
    now: app.clock.now(),
    cdnHost: app.config.CDN_HOST,
  });

  app.addContentTypeParser(
    IMAGE_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/products/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin products'],
        summary:
          'Items for the admin: search and filters; all=true returns every match (docs/product.md §7.1)',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listAdminProducts(app.db, request.query, app.clock.now());
      const context = view();
      return { products: rows.map((row) => toAdminProduct(row, context)), total };
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin products'],
        params: idParams,
        response: { 200: adminProductSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => toAdminProduct(await getAdminProduct(app.db, request.params.id), view()),
  );

  app.get(
    '/api/admin/products/by-number/:itemNumber',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin products'],
        summary: 'The item a scanned label or a typed item number names (decision 073)',
        params: itemNumberParamsSchema,
        response: { 200: adminProductSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) =>
      toAdminProduct(await getAdminProductByNumber(app.db, request.params.itemNumber), view()),
  );

  app.post(
    '/api/admin/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin products'],
        summary:
          'Enters a new item: online now, as a draft, or planned for a time; the server assigns its item number',
        body: productInputSchema,
        response: { 201: adminProductSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction((tx) =>
        createProduct(tx, app.imageStorage, request.body, app.clock.now()),
      );
      if (request.body.publication.mode === 'scheduled') await app.plannedItems.lookAhead();
      noteAuditSubject(request, { items: await itemsOf(app.db, [id]) });
      return reply.code(201).send(toAdminProduct(await getAdminProduct(app.db, id), view()));
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      config: { access: 'admin', auditSubject: itemInParams },
      schema: {
        tags: ['admin products'],
        summary:
          'Changes every field of an item; a sold item stays sold, a live one cannot become a draft again',
        params: idParams,
        body: productInputSchema,
        response: { 200: adminProductSchema, 400: errorSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      await app.db.transaction((tx) =>
        updateProduct(tx, app.imageStorage, request.params.id, request.body, app.clock.now()),
      );
      if (request.body.publication.mode === 'scheduled') await app.plannedItems.lookAhead();
      return toAdminProduct(await getAdminProduct(app.db, request.params.id), view());
    },
  );

  app.post(
    '/api/admin/products/publish',
    {
      config: { access: 'admin', auditSubject: itemsInBody },
      schema: {
        tags: ['admin products'],
        summary: 'Publishes the chosen drafts now, in one transaction; other items are skipped',
        body: publishDraftsSchema,
        response: { 200: publishDraftsResultSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const result = await app.db.transaction((tx) =>
        publishDrafts(tx, request.body.ids, app.clock.now()),
      );
      noteAuditSubject(request, { count: result.published });
      return result;
    },
  );

  app.delete(
    '/api/admin/products/:id',
    {
      config: { access: 'admin', auditSubject: itemInParams },
      schema: {
        tags: ['admin products'],
        summary: 'Deletes an item that was never ordered',
        params: idParams,
        response: { 204: z.null(), 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteProduct(tx, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/images',
    {
      config: { access: 'admin' },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['admin products'],
        summary:
          'Uploads one picture (raw bytes); checked by content, re-encoded to AVIF, WebP, PNG and a low-resolution variant, metadata stripped',
        response: { 201: uploadedImageSchema, 400: errorSchema, 413: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const image = await receiveUploadedImage(app.imageStorage, request.body, app.config.CDN_HOST);
      return reply.code(201).send(image);
    },
  );

  app.post(
    '/api/admin/sale',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin products'],
        summary:
          'Starts or ends a sale for a selection of items in one action (preview: count only)',
        body: saleActionSchema,
        response: { 200: saleActionResultSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const result = await app.db.transaction((tx) => applySale(tx, request.body));
      noteAuditSubject(request, { count: result.count });
      return result;
    },
  );
};
