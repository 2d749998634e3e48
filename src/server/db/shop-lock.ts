import pg from 'pg';

// One shop process per embedded cluster (decision 027). The shop that runs a cluster holds a
// PostgreSQL advisory lock on a connection of its own for as long as it runs. The lock ends with
// that connection, so a shop killed with -9 holds nothing, and the next start can tell a server
// left behind by a dead shop from one a live shop uses.

// Arbitrary constant naming "this cluster's shop" for pg_advisory_lock.
const SHOP_LOCK_ID = 7_245_004;

/** True when a live shop holds the cluster, false when none does, null when the server cannot be asked. */
export async function isShopLockHeld(adminUrl: string): Promise<boolean | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [SHOP_LOCK_ID],
    );
    return !rows[0]?.locked;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Takes the lock and keeps it, taking it again if the connection is lost, until released. */
export async function holdShopLock(adminUrl: string): Promise<{ release: () => Promise<void> }> {
  let client: pg.Client | null = null;
  let released = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: adminUrl });
    next.on('error', () => undefined);
    await next.connect();
    await next.query('select pg_advisory_lock($1)', [SHOP_LOCK_ID]);
    next.once('end', takeAgain);
    client = next;
  };
  // The server ended the connection (it restarts its processes after one of them crashed).
  const takeAgain = () => {
    if (released) return;
    setTimeout(() => void connect().catch(takeAgain), 1000);
  };
  await connect();
  return {
    release: async () => {
      released = true;
      await client?.end().catch(() => undefined);
    },
  };
}
