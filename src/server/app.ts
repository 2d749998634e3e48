import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { GENERIC_ERROR_TEXT } from '../domain/texts.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { projectRoot } from './lib/project-root.ts';
import type { ShopState } from './lib/kept-answers.ts';
import { installShopState, type ChangeListener } from './lib/shop-state-watch.ts';
import { installClosingConnections } from './lib/closing-connections.ts';
import type { ShopChangeLog } from './lib/shop-changes.ts';
import { installCdnPurger } from './features/cdn/cdn-purger.ts';
import { installRequestLog } from './lib/request-log.ts';
import { installUnstorableTextGuard } from './lib/unstorable-text.ts';
import { installSecurityHeaders } from './lib/security-headers.ts';
import { installRateLimits } from './lib/rate-limit.ts';
import { createMetrics, installMetrics, type ShopMetrics } from './lib/metrics.ts';
import { registerWebApp } from './pages/web-app.ts';
import { LocalImageStorage, type ImageStorage } from './lib/images/image-storage.ts';
import { createImageStorage } from './lib/images/create-image-storage.ts';
import { storedImageRoutes } from './lib/images/stored-image-routes.ts';
import { accountOfRequest, installAdminGuard } from './features/auth/admin-guard.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createSessionTokens, resolveJwtSecret } from './features/auth/session-token.ts';
import { resolveSellerDataKeys, type SellerDataKeys } from './lib/seller-data-key.ts';
import { brandsRoutes } from './features/brands/brands.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { packingRoutes } from './features/packing/packing.routes.ts';
import { priceFactorsRoutes } from './features/price-factors/price-factors.routes.ts';
import { createPlannedItems, type PlannedItems } from './features/products/planned-items.ts';
import { productsAdminRoutes } from './features/products/products-admin.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { searchRoutes } from './features/products/search.routes.ts';
import { sizeAlertsRoutes } from './features/size-alerts/size-alerts.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { sellerStatementRoutes, sellersRoutes } from './features/sellers/sellers.routes.ts';
import { sellerSignupRoutes } from './features/sellers/seller-signups.routes.ts';
import { sellerLinkAdminRoutes, sellerPageRoutes } from './features/sellers/seller-page.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { trackingAdminRoutes } from './features/tracking/tracking-admin.routes.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { checkCartRoutes } from './features/products/check-cart.routes.ts';
import { productsByNumbersRoutes } from './features/products/by-numbers.routes.ts';
import { reservationsRoutes } from './features/reservations/reservations.routes.ts';
import { couponsRoutes } from './features/coupons/coupons.routes.ts';
import { couponsAdminRoutes } from './features/coupons/coupons-admin.routes.ts';
import { vouchersRoutes } from './features/vouchers/vouchers.routes.ts';
import { vouchersAdminRoutes } from './features/vouchers/vouchers-admin.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { ordersAdminRoutes } from './features/orders/orders-admin.routes.ts';
import { paymentSimulatorRoutes } from './features/orders/payment-simulator.routes.ts';
import { createMailerFromConfig, type Mailer } from './lib/mail/mailer.ts';
import { createPaymentGateways } from './lib/payments/payment-gateways.ts';
import type { PaymentGateways } from './lib/payments/payment-gateway.ts';
import { withdrawalsRoutes } from './features/withdrawals/withdrawals.routes.ts';
import { shippingLabelsRoutes } from './features/shipping-labels/shipping-labels.routes.ts';
import { itemLabelsRoutes } from './features/item-labels/item-labels.routes.ts';
import { sellerBagAdminRoutes } from './features/sellers/seller-bags-admin.routes.ts';
import { sellerBagRoutes } from './features/sellers/seller-bags.routes.ts';
import { installAuditLog } from './lib/audit-log.ts';
import { createFollowUpRunner, type FollowUpRunner } from './lib/follow-ups.ts';
import { killAtFaultPoint } from './lib/fault-points.ts';
import { invoicingOf } from './aggregates/invoice-register.ts';
import { orderFollowUpHandlers } from './features/orders/order-follow-ups.ts';
import { withdrawalReceiptHandler } from './features/withdrawals/withdrawals.service.ts';
import { payoutStatementMailHandler } from './features/payouts/payout-statement-mail.ts';
import {
  sellerPickupMailHandler,
  termsNoticeMailHandler,
} from './features/sellers/seller-mail-follow-ups.ts';
import { payoutsRoutes } from './features/payouts/payouts.routes.ts';
import { sellerBankAccountRoutes } from './features/sellers/seller-bank-account.routes.ts';
import { auditLogRoutes } from './features/audit-log/audit-log.routes.ts';
import { shopSettingsRoutes } from './features/settings/shop-settings.routes.ts';
import {
  createCurrentConfig,
  type CurrentConfig,
} from './features/settings/shop-settings.service.ts';
import type { FollowUpHandlers } from './lib/follow-ups.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The configuration the process started with: the environment alone. */
    config: Config;
    /**
     * The configuration in effect for this request: the environment over the owner's settings
     * of /admin/einstellungen (decision 056). Read it where the owner can change a value.
     */
    currentConfig: CurrentConfig;
    clock: Clock;
    /** The shop's version and how long answers read now stay true (decision 048). */
    shopState: () => Promise<ShopState>;
    /** Whether `shopState()` answers from memory now (decision 052). */
    shopStateFromMemory: () => boolean;
    /** What the changes this process learnt of touched (decision 066). */
    shopChangeLog: ShopChangeLog;
    imageStorage: ImageStorage;
    mailer: Mailer;
    payments: PaymentGateways;
    metrics: ShopMetrics;
    /** Runs the work that follows the order events this process commits (decision 054). */
    followUps: FollowUpRunner;
    /** The keys sealing sellers' IBANs (decision 072). */
    sellerDataKeys: SellerDataKeys;
    /** Publishes planned items on their minute (decision 096). */
    plannedItems: PlannedItems;
  }
}

export type AppOptions = {
  config: Config;
  db: Database;
  clock?: Clock;
  /** The built web app (index.html and assets); default: dist/web. */
  webDist?: string;
  /** Where pictures are stored; default: what IMAGE_STORE names (a folder under DATA_DIR). */
  imageStorage?: ImageStorage;
  /** Request logs go here; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /**
   * Opens a connection that listens for changes of the shop (lib/shop-state-watch.ts): with
   * it, kept answers are checked against the state in memory (decision 052); without it (most
   * tests), against the state read per round trip (decision 048).
   */
  listenForShopChanges?: () => Promise<ChangeListener>;
};

const defaultWebDist = path.join(projectRoot, 'dist/web');

// Fastify's own client errors, told in German (its messages are English).
const GERMAN_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß. Bilder dürfen höchstens 15 MB haben.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieses Format wird hier nicht angenommen.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Die Anfrage ist leer.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Die Anfrage ist kein gültiges JSON.',
};

/**
 * The runner of follow-ups with every kind's handler: the orders' (invoices, mails, refunds)
 * the withdrawal receipt and the sellers' mails. The handler table is complete by type, so a new kind of
 * follow-up cannot be recorded without something to do it.
 */
export function createFollowUpRunnerOf(
  app: Pick<
    FastifyInstance,
    'db' | 'config' | 'currentConfig' | 'clock' | 'log' | 'mailer' | 'payments' | 'metrics'
  >,
): FollowUpRunner {
  const handlersOf = (config: Config): FollowUpHandlers => {
    const mail = { mailer: app.mailer, shop: config.shop, siteUrl: config.SITE_URL };
    return {
      ...orderFollowUpHandlers({
        ...mail,
        invoicing: invoicingOf(config),
        gateways: app.payments,
        pickup: {
          name: config.PICKUP_NAME,
          street: config.PICKUP_STREET,
          postalCode: config.PICKUP_POSTAL_CODE,
          city: config.PICKUP_CITY,
          openingHours: config.PICKUP_OPENING_HOURS,
        },
      }),
      'mail-withdrawal-receipt': withdrawalReceiptHandler(mail),
      'mail-payout-statement': payoutStatementMailHandler(mail),
      'mail-seller-pickup': sellerPickupMailHandler(mail),
      'mail-terms-notice': termsNoticeMailHandler(mail),
    };
  };
  // An invoice or a mail written now carries the shop's identity as it is now (decision 056):
  // each run takes the handlers of the configuration in effect, made once per configuration.
  let made: { config: Config; handlers: FollowUpHandlers } | null = null;
  const currentHandlers = async (): Promise<FollowUpHandlers> => {
    const config = await app.currentConfig();
    if (made?.config !== config) made = { config, handlers: handlersOf(config) };
    return made.handlers;
  };
  const kinds = Object.keys(handlersOf(app.config)) as (keyof FollowUpHandlers)[];
  const handlers = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      {
        run: async (context) => (await currentHandlers())[kind].run(context),
        gaveUp: async (context, error) => (await currentHandlers())[kind].gaveUp?.(context, error),
      },
    ]),
  ) as FollowUpHandlers;
  return createFollowUpRunner({
    db: app.db,
    clock: app.clock,
    log: app.log,
    faults: killAtFaultPoint(app.config.FAULT_KILL_AT),
    count: (kind, outcome) => app.metrics.followUps.labels(kind, outcome).inc(),
    handlers,
  });
}

/** Builds the whole HTTP app without listening; tests drive it with app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // lib/request-log.ts writes one line per request instead, at a level per kind of request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: options.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('clock', options.clock ?? systemClock);
  installShopState(app, options.listenForShopChanges);
  installCdnPurger(app);
  app.decorate(
    'currentConfig',
    createCurrentConfig({
      db: options.db,
      config: options.config,
      shopState: () => app.shopState(),
      changes: app.shopChangeLog,
      warn: (message) => app.log.warn(message),
    }),
  );
  app.decorate('mailer', createMailerFromConfig(options.config));
  app.decorate('payments', createPaymentGateways(options.config));
  app.decorate('imageStorage', options.imageStorage ?? createImageStorage(options.config));

  installRequestLog(app);
  installClosingConnections(app);
  installUnstorableTextGuard(app);
  installSecurityHeaders(app, { https: options.config.SITE_URL.startsWith('https://') });
  // Pages and API answers compressed per response (brotli quality 4: cheap); the web app's own
  // files come precompressed at the strongest setting (decision 015).
  await app.register(fastifyCompress, { global: true });
  app.decorate('metrics', createMetrics());
  installMetrics(app, app.metrics, options.config.METRICS_TOKEN);
  app.decorate('followUps', createFollowUpRunnerOf(app));
  // A closing app finishes the follow-up it is doing; what is left waits in the table.
  app.addHook('onClose', () => app.followUps.stop());
  app.decorate(
    'plannedItems',
    createPlannedItems({ db: options.db, clock: app.clock, log: app.log }),
  );
  app.addHook('onClose', () => app.plannedItems.stop());

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        error: 'Bad Request',
        message: 'Die Anfrage ist ungültig.',
        issues: error.validation.map((issue) => ({
          path: issue.instancePath,
          message: issue.message,
        })),
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // 5xx details stay in the log, never in the response.
      return reply.code(statusCode).send({
        error: 'Internal Server Error',
        message: GENERIC_ERROR_TEXT,
      });
    }
    return reply.code(statusCode).send({
      error: error.name,
      message: GERMAN_MESSAGES[error.code] ?? error.message,
    });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Shop API',
        version: '1.0.0',
        description: 'The API of the shop (docs/product.md §7).',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.decorate('sellerDataKeys', await resolveSellerDataKeys(options.config));
  const tokens = createSessionTokens(
    await resolveJwtSecret(options.config),
    options.config.SESSION_HOURS,
  );
  installAdminGuard(app, tokens);
  installAuditLog(app);
  if (options.config.RATE_LIMITS === 'on') installRateLimits(app);

  await app.register(healthRoutes);
  await app.register(authRoutes(tokens));
  await app.register(brandsRoutes);
  await app.register(sellersRoutes);
  await app.register(sellerSignupRoutes);
  await app.register(sellerStatementRoutes);
  await app.register(sellerLinkAdminRoutes);
  await app.register(sellerPageRoutes);
  await app.register(sellerBankAccountRoutes);
  await app.register(payoutsRoutes);
  await app.register(sellerBagRoutes);
  await app.register(productsRoutes);
  await app.register(searchRoutes);
  await app.register(sizeAlertsRoutes);
  await app.register(productsAdminRoutes);
  await app.register(priceFactorsRoutes);
  await app.register(packingRoutes);
  await app.register(reportsRoutes);
  await app.register(invoicesRoutes);
  await app.register(reviewsRoutes);
  await app.register(siteRoutes);
  await app.register(
    trackingRoutes({
      isAdminRequest: async (request) =>
        (await accountOfRequest(app, tokens, request))?.isAdmin === true,
    }),
  );
  await app.register(trackingAdminRoutes);
  await app.register(checkCartRoutes);
  await app.register(productsByNumbersRoutes);
  await app.register(reservationsRoutes);
  await app.register(couponsRoutes);
  await app.register(couponsAdminRoutes);
  await app.register(vouchersRoutes);
  await app.register(vouchersAdminRoutes);
  await app.register(ordersRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(paymentSimulatorRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(shippingLabelsRoutes);
  await app.register(itemLabelsRoutes);
  await app.register(sellerBagAdminRoutes);
  await app.register(auditLogRoutes);
  await app.register(shopSettingsRoutes);

  // Pictures are stored under random ids and never change, so they may be cached for a year.
  if (app.imageStorage instanceof LocalImageStorage) {
    fs.mkdirSync(app.imageStorage.rootDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.imageStorage.rootDir,
      prefix: '/images/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    await app.register(storedImageRoutes(app.imageStorage));
  }

  await registerWebApp(app, options.webDist ?? defaultWebDist);
  return app;
}
