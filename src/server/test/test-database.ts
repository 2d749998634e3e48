import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/client.ts';
import { TEMPLATE_DATABASE } from './global-setup.ts';

/**
 * A fresh database for one test file, cloned from the migrated template, so test files never
 * share mutable data. `close` drops it again.
 */
export async function createTestDatabase(): Promise<DatabaseConnection & { url: string }> {
  const serverUrl = inject('testDatabaseServerUrl');
  const name = `shop_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = connectDatabase(url.toString(), { max: 20 });
  return {
    ...connection,
    url: url.toString(),
    close: async () => {
      await connection.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A database with nothing in it (not even the migrations), e.g. to restore a backup into. */
export async function createEmptyTestDatabase(): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  const serverUrl = inject('testDatabaseServerUrl');
  const name = `shop_empty_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    close: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
