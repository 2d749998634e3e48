import './lib/supported-node.ts';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded-database.ts';
import { applyMigrations } from './db/migrate.ts';
import { countAdmins } from './features/auth/users.service.ts';
import { orderJobs } from './features/orders/order-jobs.ts';
import { backupJobs } from './backup/backup-job.ts';
import { startJobQueue } from './lib/job-queue.ts';
import { systemClock } from './lib/clock.ts';
import { createMailerFromConfig } from './lib/mail/mailer.ts';
import { createPaymentGateways } from './lib/payments/payment-gateways.ts';
import { seedDemoShopIfEmpty } from './seed/seed-demo-shop.ts';
import { createImageStorage } from './lib/images/create-image-storage.ts';

// Start-up order: configuration → database → migrations → first-run seed → listen.
// Shutdown order on SIGTERM/SIGINT: stop accepting requests → drain the pool → stop the database.

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Request logs carry no personal data: no client address, no query string (it may hold an
  // e-mail or a code), no headers.
  const logger = pino({
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

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info({ dataDir: config.dataDir }, 'starting the embedded PostgreSQL');
    embedded = await startEmbeddedDatabase({
      dataDir: config.dataDir,
      port: config.EMBEDDED_DB_PORT,
      log: (message) => logger.debug({ source: 'postgres' }, message),
    });
    databaseUrl = embedded.url;
  }

  const connection = connectDatabase(databaseUrl);
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
      await connection.close();
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
    await applyMigrations(databaseUrl);
    const storage = createImageStorage(config);
    if (config.SEED_DEMO) {
      const seeded = await seedDemoShopIfEmpty({ db: connection.db, storage, log: logger });
      if (seeded) logger.info(seeded, 'seeded the demo shop');
    }

    // Background work on pg-boss: the checkout's sweep every minute (abandoned payments,
    // pending payments, missing confirmations) and the daily backup.
    jobs = await startJobQueue({
      databaseUrl,
      log: logger,
      jobs: [
        ...orderJobs({
          db: connection.db,
          clock: systemClock,
          log: logger,
          payments: createPaymentGateways(config),
          mail: {
            mailer: createMailerFromConfig(config),
            shop: config.shop,
            siteUrl: config.SITE_URL,
          },
        }),
        ...backupJobs({ config, databaseUrl, storage, log: logger }),
      ],
    });
    const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : undefined;
    app = await buildApp({ config, db: connection.db, logger, webDist });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await jobs?.stop().catch(() => undefined);
    await connection.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }

  const url = `http://localhost:${config.PORT}`;
  const lines = [``, `  Der Shop läuft: ${url}`, `  API documentation: ${url}/api/docs`];
  if ((await countAdmins(connection.db)) === 0) {
    lines.push(
      `  No admin account yet. Create one with:`,
      `    npm run admin:create -- --email you@example.de --password 'a long password'`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

void main();
