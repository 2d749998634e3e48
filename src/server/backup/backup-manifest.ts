import { z } from 'zod';

// What a backup file holds (decision 025): a gzip-compressed tar archive of
//   manifest.json          this description, always the first entry
//   tables/<table>.copy    each table of the shop's schema in PostgreSQL's COPY text format
//   images/<key>           every stored picture, byte for byte
// The job queue's schema (pg-boss) is not in it: it holds only the every-minute sweep.

export const BACKUP_FORMAT = 'kinderkiste-backup';
export const BACKUP_FORMAT_VERSION = 1;

const migrationSchema = z.object({
  hash: z.string().min(1),
  /** The migration's timestamp, as drizzle records it (`folderMillis`). */
  createdAt: z.number().int(),
});
export type AppliedMigration = z.infer<typeof migrationSchema>;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** The migrations applied to the database backed up, oldest first: its schema version. */
  migrations: z.array(migrationSchema),
  /** In the order a restore loads them (every table after those it points at). */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
      rows: z.number().int().nonnegative(),
      /** SHA-256 of the table's COPY text, rows in a fixed order (see table-copy.ts). */
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  sequences: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      /** null: never used. A bigint, so as text. */
      lastValue: z
        .string()
        .regex(/^-?\d+$/)
        .nullable(),
    }),
  ),
  images: z.object({ count: z.number().int().nonnegative() }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export function tableEntryName(table: string): string {
  return `tables/${table}.copy`;
}

export function imageEntryName(key: string): string {
  return `images/${key}`;
}
