import './lib/supported-node.ts';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { sellerSignupJobs } from './features/sellers/seller-signup-jobs.ts';
import { itemEndJobs } from './features/sellers/item-end-jobs.ts';
import { termsNoticeJobs } from './features/sellers/terms-notice-jobs.ts';
import { sellerRetentionJobs } from './features/sellers/seller-retention-jobs.ts';
import { listenForShopChanges } from './lib/shop-state-watch.ts';
import { startMessage } from './lib/start-message.ts';
import { backupJobs } from './backup/backup-job.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './db/client.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded-database.ts';
import { applyMigrations } from './db/migrate.ts';
import { resealSellerBankAccounts } from './aggregates/seller-bank-accounts.ts';
import { countAdmins } from './features/auth/users.service.ts';
import { liveIdentityRefusal } from './features/settings/shop-settings.service.ts';
import { orderJobs, RETIRED_ORDER_QUEUES } from './features/orders/order-jobs.ts';
import { productJobs } from './features/products/product-jobs.ts';
import { searchJobs } from './features/products/search-words.ts';
import { sizeAlertJobs } from './features/size-alerts/size-alert-jobs.ts';
import { systemClock } from './lib/clock.ts';
import { createImageStorage } from './lib/images/create-image-storage.ts';
import { startJobQueue } from './lib/job-queue.ts';
import { rateLimitJobs } from './lib/rate-limit.ts';
import { exitCodeFor, failureLine, EXIT_CONFIGURATION } from './lib/start-up-failure.ts';
import { seedDemoShopIfEmpty } from './seed/seed-demo-shop.ts';

/**
 * Connections the kernel accepts for the process while it is busy (decision 080; Linux caps it
 * at net.core.somaxconn, 4096 on current kernels). Node's default of 511 filled up in a rolling
 * deploy under the Friday crowd: a process drawing pages for seconds after its start had more
 * waiting than that, and nginx's connects to it timed out (504) instead of waiting their turn.
 */
const LISTEN_BACKLOG = 4096;

// Start-up order: configuration → database → migrations → first-run seed → jobs → listen.
// Shutdown order on SIGTERM/SIGINT: stop accepting requests → jobs → drain the pool → stop the
// database. A failed start is one JSON line and an exit code for the supervisor (decision 027).

function createLogger(config: Config) {
  // Request logs carry no personal data: no client address, no query string (it may hold an
  // e-mail or a code), no headers.
  return pino({
    level: config.LOG_LEVEL,
    // No host name on every line: one process per line is told apart by its pid.
    base: { pid: process.pid },
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  });
}

async function main(): Promise<void> {
  let config: Config;
  try {
    // The Impressum may be set on the settings page: checked below, once those are read.
    config = loadConfig(process.env, { identityFromSettings: true });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(failureLine(error.message));
    process.exit(EXIT_CONFIGURATION);
  }
  const logger = createLogger(config);

  let embedded: EmbeddedDatabase | null = null;
  let connection: DatabaseConnection | null = null;
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let jobs: { stop: () => Promise<void> } | null = null;

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app?.close();
      await jobs?.stop();
      await connection?.close();
      await embedded?.stop();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      logger.info({ dataDir: config.dataDir }, 'starting the embedded PostgreSQL');
      embedded = await startEmbeddedDatabase({
        dataDir: config.dataDir,
        port: config.EMBEDDED_DB_PORT,
        sharedBuffersMb: config.EMBEDDED_DB_SHARED_BUFFERS_MB,
        log: (message) => logger.info(message),
        serverLog: (line) => logger.debug({ source: 'postgres' }, line),
      });
      databaseUrl = embedded.url;
    }
    connection = connectDatabase(databaseUrl);
    await applyMigrations(databaseUrl);
    // A live shop needs its real Impressum, from the environment or the owner's settings.
    const identityProblem = await liveIdentityRefusal(config, connection.db);
    if (identityProblem) throw identityProblem;
    const storage = createImageStorage(config);
    if (config.SEED_DEMO) {
      const seeded = await seedDemoShopIfEmpty({ db: connection.db, storage, log: logger });
      if (seeded) logger.info(seeded, 'seeded the demo shop');
    }

    const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : undefined;
    const listenUrl = databaseUrl;
    app = await buildApp({
      config,
      db: connection.db,
      logger,
      webDist,
      listenForShopChanges: () => listenForShopChanges(listenUrl),
    });
    const shop = app;
    // IBANs an older SELLER_DATA_KEY sealed are sealed again under the current one (decision 072).
    const sealing = await resealSellerBankAccounts(connection.db, shop.sellerDataKeys);
    if (sealing.resealed > 0) logger.info(sealing, 'sealed sellers’ IBANs under the current key');
    if (sealing.keyMissing > 0) {
      logger.warn(
        sealing,
        'some sellers’ IBANs were sealed with a key that is neither SELLER_DATA_KEY nor in SELLER_DATA_OLD_KEYS',
      );
    }
    // Background work on pg-boss: the orders' minute (pending payments, abandoned payments, due
    // follow-ups; also at start, so follow-ups a crash left are done at once), the daily backup.
    jobs = await startJobQueue({
      databaseUrl,
      log: logger,
      retired: RETIRED_ORDER_QUEUES,
      jobs: [
        ...orderJobs({
          db: connection.db,
          clock: systemClock,
          log: logger,
          followUps: shop.followUps,
          payments: shop.payments,
          mended: (kind) => shop.metrics.followUpsMended.labels(kind).inc(),
        }),
        ...backupJobs({ config, databaseUrl, storage, log: logger }),
        ...rateLimitJobs({ db: connection.db }),
        ...productJobs({
          db: connection.db,
          clock: systemClock,
          log: logger,
          priceSteps: async () => (await shop.currentConfig()).PRICE_STEPS,
          publishDue: () => shop.plannedItems.publishDue(),
        }),
        ...searchJobs({ db: connection.db }),
        ...sellerSignupJobs({ db: connection.db, clock: systemClock, log: logger }),
        ...sellerRetentionJobs({
          db: connection.db,
          clock: systemClock,
          sharePercent: async () => (await shop.currentConfig()).SELLER_SHARE_PERCENT,
          log: logger,
        }),
        ...itemEndJobs({
          db: connection.db,
          clock: systemClock,
          log: logger,
          followUps: shop.followUps,
          currentConfig: () => shop.currentConfig(),
        }),
        ...termsNoticeJobs({
          db: connection.db,
          clock: systemClock,
          followUps: shop.followUps,
          log: logger,
        }),
        ...sizeAlertJobs({
          db: connection.db,
          clock: systemClock,
          log: logger,
          mailer: shop.mailer,
          currentShop: async () => (await shop.currentConfig()).shop,
          siteUrl: config.SITE_URL,
          imageStorage: storage,
        }),
      ],
    });
    await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  } catch (error) {
    const exitCode = exitCodeFor(error);
    logger.fatal(
      { err: error, exitCode },
      `start-up failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    await jobs?.stop().catch(() => undefined);
    await connection?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(exitCode);
  }

  const bound = app.server.address();
  const lines = startMessage({
    host: typeof bound === 'object' && bound !== null ? bound.address : config.HOST,
    port: typeof bound === 'object' && bound !== null ? bound.port : config.PORT,
    siteUrl: config.SITE_URL,
    hasAdmin: (await countAdmins(connection.db)) > 0,
  });
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

// Whatever escapes (a bug) ends the process with one JSON line; a supervisor starts it again.
process.on('uncaughtException', (error) => {
  process.stderr.write(failureLine(`uncaught error: ${error.stack ?? error.message}`));
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
  process.stderr.write(failureLine(`unhandled rejection: ${text}`));
  process.exit(1);
});

void main();
