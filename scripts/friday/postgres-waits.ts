import pg from 'pg';

// What PostgreSQL's backends do while the crowd runs (decision 103): every 20 ms, the statement
// of each active client backend and what it waits for (`Lock:transactionid`: another
// transaction must end first; `IO:WalSync`: its commit is being written), or `cpu` when it waits
// for nothing. Counted per kind, so a lock everyone queues for shows at the top.

export type BackendSample = { waitsFor: string; statement: string; count: number };

export type PostgresWaits = { samples: number; top: BackendSample[] };

/** Samples for `seconds` from now; resolves with the 20 most frequent kinds. */
export async function samplePostgresWaits(
  databaseUrl: string,
  seconds: number,
): Promise<PostgresWaits> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, BackendSample>();
  let samples = 0;
  const until = Date.now() + seconds * 1000;
  try {
    while (Date.now() < until) {
      const { rows } = await client.query<{ waits_for: string; statement: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'cpu') as waits_for,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as statement
           from pg_stat_activity
          where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.waits_for}\t${row.statement}`;
        const seen = counts.get(key) ?? {
          waitsFor: row.waits_for,
          statement: row.statement,
          count: 0,
        };
        seen.count += 1;
        counts.set(key, seen);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
  const top = [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 20);
  return { samples, top };
}
