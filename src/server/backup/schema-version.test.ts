import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import {
  knownMigrations,
  migrationsFolderUpTo,
  migrationsToRebuild,
  NewerSchemaError,
} from './schema-version.ts';

const known = [
  { hash: 'a', createdAt: Date.UTC(2026, 10, 1) },
  { hash: 'b', createdAt: Date.UTC(2026, 10, 10) },
  { hash: 'c', createdAt: Date.UTC(2026, 10, 20) },
];

it('rebuilds a backup of an older or the same schema with the migrations it had', () => {
  expect(migrationsToRebuild(known.slice(0, 2), known)).toBe(2);
  expect(migrationsToRebuild(known, known)).toBe(3);
  expect(migrationsToRebuild([], known)).toBe(0);
});

it('refuses a backup of a newer schema, saying what to do', () => {
  const newer = [...known, { hash: 'd', createdAt: Date.UTC(2026, 11, 1) }];
  expect(() => migrationsToRebuild(newer, known)).toThrow(NewerSchemaError);
  expect(() => migrationsToRebuild(newer, known)).toThrow(
    'The backup was made by a newer version of the shop: its database has a migration from 2026-12-01 that this version does not know. Update the shop, then restore the backup.',
  );
});

it('writes a migrations folder that stops at a schema version', async () => {
  const all = knownMigrations();
  expect(all.length).toBeGreaterThan(2);
  const folder = await migrationsFolderUpTo(2);
  try {
    expect(knownMigrations(folder)).toEqual(all.slice(0, 2));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});
