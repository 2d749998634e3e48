import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { createTestDatabase } from './test-database.ts';
import { upsertAdminUser } from '../features/auth/users.service.ts';

export type TestApp = {
  app: FastifyInstance;
  /**
   * Waits for the follow-ups (invoices, mails, refunds) of what the last requests changed; they
   * run after the answer (decision 054).
   */
  settled: () => Promise<void>;
  db: Database;
  databaseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
};

/** The real app on a fresh test database, with its own data folder; drive it with app.inject(). */
export async function createTestApp(
  options: {
    clock?: Clock;
    env?: NodeJS.ProcessEnv;
    webDist?: string;
    /** Where the app logs; unset: nowhere. */
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-data-'));
  // Rate limits are off unless a test is about them: the race tests are 50 clients on one address.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    clock: options.clock,
    logger: options.logger,
    webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
  return {
    app,
    settled: () => app.followUps.settled(),
    db: database.db,
    databaseUrl: database.url,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second process of the shop on the test app's database and data folder, as two processes
 * behind a load balancer (decisions 016, 048, 052); `env` adds to the test app's settings.
 */
export async function createSecondApp(
  t: TestApp,
  options: { clock?: Clock; env?: NodeJS.ProcessEnv; webDist?: string } = {},
): Promise<FastifyInstance> {
  const second = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      RATE_LIMITS: 'off',
      ...options.env,
    }),
    db: t.db,
    clock: options.clock,
    webDist: options.webDist,
  });
  await second.ready();
  return second;
}

/** An admin account and its Authorization header, for tests of admin calls. */
export async function signInAsAdmin(t: TestApp, email = 'admin@example.de') {
  await upsertAdminUser(t.db, { email, password: 'admin password 1' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    payload: { email, password: 'admin password 1' },
  });
  return { authorization: `Bearer ${response.json().token as string}` };
}
