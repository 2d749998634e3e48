import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { uploadedImageSchema } from '../../../domain/api/admin-products.ts';
import {
  announceBagBodySchema,
  announcedBagSchema,
  describeBagProblems,
  looseBodySchema,
  announcedItemInputSchema,
  announceOptionsSchema,
  priceSuggestionSchema,
  sellerAnnouncedItemSchema,
  sellerLabelsQuerySchema,
} from '../../../domain/api/seller-bags.ts';
import { LABEL_LAYOUTS } from '../../../domain/label-layouts.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { receiveUploadedImage } from '../../lib/images/receive-upload.ts';
import { renderItemLabelsPdf } from '../../lib/pdf/item-labels-pdf.ts';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../lib/images/upload-limits.ts';
import { sellerOfToken } from './seller-links.service.ts';
import { checkedToken } from './seller-page.routes.ts';
import { requireCurrentTerms } from './seller-page.service.ts';
import { ANNOUNCE_OPTIONS_KEPT_MS, announceOptions } from './announce-options.service.ts';
import { priceSuggester, suggestionAnswer } from './price-suggestions.service.ts';
import {
  announceBag,
  listAnnouncedEntries,
  ofBag,
  ofItem,
  sellerLabelItems,
  updateAnnouncedItem,
  withdrawAnnouncedItem,
} from './seller-bags.service.ts';

// The seller's half of a bag announced online (issue 34, decision 074), behind her private link:
// the token is the only key, and every item she names must be hers.

const tokenParam = z.string().max(200);
const itemParams = z.object({
  token: tokenParam,
  itemNumber: z.coerce.number().int().positive().max(2_147_483_647),
});
const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

/** The body checked by its schema, or the German 400 that names what is wrong. */
function checked<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, describeBagProblems(result.error.issues));
  return result.data;
}

export const sellerBagRoutes: FastifyPluginAsyncZod = async (app) => {
  // The types are counted over the whole catalogue: a grouped scan, at 200,000 items too slow to
  // repeat for every seller opening her form, and new types change the offer only slowly.
  const keptAnnounceOptions = createTtlCache<Awaited<ReturnType<typeof announceOptions>>>({
    ttlMs: ANNOUNCE_OPTIONS_KEPT_MS,
    now: () => app.clock.now().getTime(),
  });
  const sellerOf = (token: string) => sellerOfToken(app.db, checkedToken(token));
  const minItemEuros = async () => (await app.currentConfig()).MIN_ITEM_EUROS;

  app.addContentTypeParser(
    IMAGE_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/seller-page/:token/announce-options',
    {
      config: { rateLimit: { max: 30, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: "What the announce form offers: the shop's item types, brands and minimum value",
        params: z.object({ token: tokenParam }),
        response: { 200: announceOptionsSchema, ...errors },
      },
    },
    async (request) => {
      await sellerOf(request.params.token);
      const options = await keptAnnounceOptions('all', () => announceOptions(app.db));
      return { ...options, minItemEuros: await minItemEuros() };
    },
  );

  app.post(
    '/api/seller-page/:token/price-suggestion',
    {
      // Asked again whenever she changes a field: generous, but far from a scraper's pace.
      config: { rateLimit: { max: 120, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: "A suggested price for an item she describes, from the shop's own sales",
        params: z.object({ token: tokenParam }),
        body: looseBodySchema.describe(
          'An item: category, name, brand, size, condition, season, imageIds',
        ),
        response: { 200: priceSuggestionSchema, ...errors },
      },
    },
    async (request) => {
      await sellerOf(request.params.token);
      const min = await minItemEuros();
      const item = checked(announcedItemInputSchema, request.body);
      return suggestionAnswer(await priceSuggester(app.db, min)(item), min);
    },
  );

  app.post(
    '/api/seller-page/:token/bags',
    {
      config: { rateLimit: { max: 10, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary:
          'Announces a bag (at most 100 items): each item gets its item number at once, not for sale',
        params: z.object({ token: tokenParam }),
        body: looseBodySchema.describe('{ items: [item, …] }, at most 100'),
        response: { 201: announcedBagSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sellerNumber = await sellerOf(request.params.token);
      await requireCurrentTerms(app.db, sellerNumber);
      const { items } = checked(announceBagBodySchema, request.body);
      const suggest = priceSuggester(app.db, await minItemEuros());
      const { bagId } = await announceBag(
        app.db,
        app.imageStorage,
        sellerNumber,
        items,
        suggest,
        app.clock.now(),
      );
      return reply
        .code(201)
        .send({ bagId, items: await listAnnouncedEntries(app.db, ofBag(bagId)) });
    },
  );

  app.put(
    '/api/seller-page/:token/announced/:itemNumber',
    {
      config: { rateLimit: { max: 60, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: 'Changes one of her announced items until it is taken in',
        params: itemParams,
        body: looseBodySchema.describe(
          'An item: category, name, brand, size, condition, season, imageIds',
        ),
        response: { 200: sellerAnnouncedItemSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      const sellerNumber = await sellerOf(request.params.token);
      const suggest = priceSuggester(app.db, await minItemEuros());
      const { itemNumber } = request.params;
      await updateAnnouncedItem(
        app.db,
        app.imageStorage,
        sellerNumber,
        itemNumber,
        checked(announcedItemInputSchema, request.body),
        suggest,
        app.clock.now(),
      );
      const [entry] = await listAnnouncedEntries(app.db, ofItem(itemNumber));
      return entry!;
    },
  );

  app.delete(
    '/api/seller-page/:token/announced/:itemNumber',
    {
      config: { rateLimit: { max: 60, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: 'Withdraws one of her announced items until it is taken in',
        params: itemParams,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sellerNumber = await sellerOf(request.params.token);
      await withdrawAnnouncedItem(app.db, sellerNumber, request.params.itemNumber);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/seller-page/:token/labels',
    {
      config: { rateLimit: { max: 20, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary:
          'Her labels as a PDF on A4 sheets of Avery Zweckform 3474 (decision 073): her chosen items, or all still announced',
        params: z.object({ token: tokenParam }),
        querystring: sellerLabelsQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const sellerNumber = await sellerOf(request.params.token);
      const items = await sellerLabelItems(app.db, sellerNumber, request.query.items);
      const now = app.clock.now();
      const pdf = await renderItemLabelsPdf(
        items,
        LABEL_LAYOUTS['a4-3474'],
        request.query.start,
        now,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="Etiketten-${berlinDay(now)}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/seller-page/:token/images',
    {
      config: { rateLimit: { max: 30, windowMs: 60_000 } },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['seller page'],
        summary:
          'Uploads a photo of an item she announces, through the same checks and re-encoding as the owner’s',
        params: z.object({ token: tokenParam }),
        response: { 201: uploadedImageSchema, 413: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await sellerOf(request.params.token);
      const image = await receiveUploadedImage(app.imageStorage, request.body, app.config.CDN_HOST);
      return reply.code(201).send(image);
    },
  );
};
