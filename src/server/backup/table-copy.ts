import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { orderTablesForLoad } from './table-order.ts';

// Tables of the shop's schema (`public`) in and out as PostgreSQL's COPY text, which every
// PostgreSQL reads back exactly. Rows leave in a fixed order under fixed output settings, so the
// same data always gives the same bytes: a backup records their SHA-256 and a restore compares.

export type TableShape = { name: string; columns: string[] };
export type SequenceState = { name: string; lastValue: string | null };
export type TableCopy = { rows: number; sha256: string };

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** Output settings under which the same data gives the same COPY text on every server. */
export async function useCanonicalOutput(client: pg.ClientBase): Promise<void> {
  await client.query(
    "set TimeZone = 'UTC'; set DateStyle = 'ISO, YMD'; set IntervalStyle = 'postgres'; " +
      "set extra_float_digits = 3; set bytea_output = 'hex'",
  );
}

/**
 * The shop's tables in load order, each with the columns a restore writes (generated columns are
 * computed again), and the state of its sequences.
 */
export async function readCatalogue(
  client: pg.ClientBase,
): Promise<{ tables: TableShape[]; sequences: SequenceState[] }> {
  const columns = await client.query<{ table: string; column: string }>(`
    select c.relname as table, a.attname as column
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const foreignKeys = await client.query<{ table: string; references: string }>(`
    select t.relname as table, r.relname as references
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = t.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`);
  const sequences = await client.query<{ name: string; last_value: string | null }>(`
    select sequencename as name, last_value::text as last_value
    from pg_sequences where schemaname = 'public' order by sequencename`);

  const byTable = new Map<string, string[]>();
  for (const row of columns.rows) {
    byTable.set(row.table, [...(byTable.get(row.table) ?? []), row.column]);
  }
  const order = orderTablesForLoad([...byTable.keys()], foreignKeys.rows);
  return {
    tables: order.map((name) => ({ name, columns: byTable.get(name) ?? [] })),
    sequences: sequences.rows.map((row) => ({ name: row.name, lastValue: row.last_value })),
  };
}

function copyOutSql(table: TableShape): string {
  const columns = table.columns.map(quote).join(', ');
  return (
    `copy (select ${columns} from public.${quote(table.name)} as r ` +
    `order by r::text collate "C") to stdout`
  );
}

/** Writes the table's COPY text to `output` (when given) and returns its row count and SHA-256. */
export async function copyTableOut(
  client: pg.ClientBase,
  table: TableShape,
  output?: Writable,
): Promise<TableCopy> {
  const hash = createHash('sha256');
  const source = client.query(copyTo(copyOutSql(table)));
  const sink =
    output ??
    new Writable({
      write: (_chunk, _encoding, done) => done(),
    });
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    sink,
  );
  return { rows: source.rowCount, sha256: hash.digest('hex') };
}

/** Loads COPY text into the table (inside the caller's transaction). */
export async function copyTableIn(
  client: pg.ClientBase,
  table: TableShape,
  input: AsyncIterable<unknown>,
): Promise<void> {
  const columns = table.columns.map(quote).join(', ');
  await pipeline(
    input,
    client.query(copyFrom(`copy public.${quote(table.name)} (${columns}) from stdin`)),
  );
}

/** Sets each sequence to where it stood. */
export async function restoreSequences(
  client: pg.ClientBase,
  sequences: readonly SequenceState[],
): Promise<void> {
  for (const sequence of sequences) {
    if (sequence.lastValue === null) continue;
    await client.query('select setval($1, $2::bigint, true)', [
      `public.${quote(sequence.name)}`,
      sequence.lastValue,
    ]);
  }
}

/** Switches the shop's own triggers (price history) off or on again for a table being loaded. */
export async function setUserTriggers(
  client: pg.ClientBase,
  table: string,
  enabled: boolean,
): Promise<void> {
  await client.query(
    `alter table public.${quote(table)} ${enabled ? 'enable' : 'disable'} trigger user`,
  );
}
