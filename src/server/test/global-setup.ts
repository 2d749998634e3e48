import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../db/embedded-database.ts';
import { applyMigrations } from '../db/migrate.ts';
import { freePort } from './processes.ts';

// One PostgreSQL per test run: the embedded server in a temporary folder, or the server named by
// TEST_DATABASE_URL. A template database is migrated once; every test file clones it.

export const TEMPLATE_DATABASE = 'shop_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServerUrl: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let tempDir: string | null = null;
  if (!serverUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-db-'));
    const embedded = await startEmbeddedDatabase({ dataDir: tempDir, port: await freePort() });
    serverUrl = embedded.url;
    stop = embedded.stop;
  }

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  await applyMigrations(withDatabase(serverUrl, TEMPLATE_DATABASE));

  project.provide('testDatabaseServerUrl', serverUrl);

  return async () => {
    await stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}
