import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { createShopStateReader, readShopState } from './kept-answers.ts';
import type { ShopState } from './kept-answers.ts';
import { createShopChangeLog } from './shop-changes.ts';

// The shop's state from memory while PostgreSQL tells this process of every change (decision
// 052). Each bump of shop_version notifies the channel `shop_changed` (migration 0019); one
// connection per process listens to it. While it listens, a request reads the state kept in
// memory, with no query of its own. Without the listening connection, the state is read per
// round trip as before (decision 048, createShopStateReader).

const SHOP_CHANGED_CHANNEL = 'shop_changed';
export const LISTENER_NAME = 'kinderkiste-shop-changes';

/** A connection that listens: PostgreSQL's notifications and its loss. */
export interface ChangeListener {
  onChange(callback: () => void): void;
  onLoss(callback: () => void): void;
  close(): Promise<void>;
}

export interface ShopStateWatch {
  /** The state to answer this request with: kept in memory when that is certain, else read. */
  current(): Promise<ShopState>;
  /**
   * A request that may have changed the shop is about to answer: the kept state is dropped, so
   * every request after its answer reads the state again and sees the change without waiting for
   * its notification. Other requests meanwhile are answered from memory (decision 103): the
   * change is not told to anyone before its answer.
   */
  localChangeEnds(): void;
  /** Whether requests are answered from memory now (tests, metrics). */
  trusted(): boolean;
  close(): Promise<void>;
}

export interface ShopStateWatchOptions {
  /** The shared read of the state (createShopStateReader). */
  read: () => Promise<ShopState>;
  /** Opens the listening connection; it has run LISTEN when it resolves. */
  listen: () => Promise<ChangeListener>;
  now: () => number;
  /**
   * Whether the caller is a request that may change the shop (decision 103): it reads the state
   * itself, so what it changed is in what it reads after its own commit.
   */
  inLocalChange?: () => boolean;
  /** Wait before listening again after the connection was lost or could not be opened. */
  retryMs?: number;
  onError?: (error: unknown) => void;
}

export function watchShopState(options: ShopStateWatchOptions): ShopStateWatch {
  const retryMs = options.retryMs ?? 1000;
  let known: ShopState | null = null;
  let listener: ChangeListener | null = null;
  // Counts the events after which a state read before them may be out of date.
  let generation = 0;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const forget = () => {
    generation += 1;
    known = null;
  };

  const read = async (): Promise<ShopState> => {
    const startedAt = generation;
    const state = await options.read();
    // Kept only if nothing happened since the read began that it might have missed.
    if (startedAt === generation && listener !== null) known = state;
    return state;
  };

  /** The kept state while the clock has not run it out (next lapse, next minute). */
  const fresh = (): ShopState | null =>
    known !== null && options.now() < known.validUntil ? known : null;

  const refresh = () => {
    read().catch((error: unknown) => options.onError?.(error));
  };

  const connect = async () => {
    retry = null;
    if (closed) return;
    try {
      const opened = await options.listen();
      if (closed) {
        await opened.close();
        return;
      }
      listener = opened;
      opened.onChange(() => {
        forget();
        refresh();
      });
      opened.onLoss(() => {
        if (listener !== opened) return;
        listener = null;
        forget();
        void opened.close().catch(() => undefined);
        scheduleConnect();
      });
      // Read after LISTEN is in place: no change can fall between the read and the listening.
      forget();
      refresh();
    } catch (error) {
      options.onError?.(error);
      scheduleConnect();
    }
  };

  const scheduleConnect = () => {
    if (closed || retry !== null) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };

  void connect();

  return {
    current() {
      const kept = options.inLocalChange?.() === true ? null : fresh();
      return kept !== null ? Promise.resolve(kept) : read();
    },
    localChangeEnds() {
      forget();
      refresh();
    },
    trusted: () => fresh() !== null,
    async close() {
      closed = true;
      if (retry !== null) clearTimeout(retry);
      const open = listener;
      listener = null;
      known = null;
      await open?.close();
    },
  };
}

/** How long a new listening connection may take to hear its own test notification. */
const PROBE_TIMEOUT_MS = 2000;
const PROBE_PREFIX = 'probe:';

/**
 * A PostgreSQL connection of its own that listens to `shop_changed`. Before it counts as
 * listening, it must hear a test notification it sent itself: behind a transaction pooler,
 * `LISTEN` succeeds but nothing is ever heard, and the process must then read the state itself.
 */
export async function listenForShopChanges(databaseUrl: string): Promise<ChangeListener> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    keepAlive: true,
    // Named, so an operator sees it in pg_stat_activity.
    application_name: LISTENER_NAME,
  });
  const lossCallbacks: (() => void)[] = [];
  let lost = false;
  const lose = () => {
    if (lost) return;
    lost = true;
    for (const callback of lossCallbacks) callback();
  };
  client.on('error', lose);
  client.on('end', lose);
  await client.connect();
  try {
    await client.query(`LISTEN ${SHOP_CHANGED_CHANNEL}`);
    const token = `${PROBE_PREFIX}${randomUUID()}`;
    const heard = new Promise<boolean>((resolve) => {
      const onProbe = (message: pg.Notification) => {
        if (message.payload !== token) return;
        clearTimeout(timer);
        client.off('notification', onProbe);
        resolve(true);
      };
      const timer = setTimeout(() => {
        client.off('notification', onProbe);
        resolve(false);
      }, PROBE_TIMEOUT_MS);
      client.on('notification', onProbe);
    });
    await client.query('select pg_notify($1, $2)', [SHOP_CHANGED_CHANNEL, token]);
    if (!(await heard)) {
      throw new Error('LISTEN hears no notifications here (a transaction pooler in between?)');
    }
  } catch (error) {
    lost = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    onChange(callback) {
      client.on('notification', (message) => {
        // Another process's test notification is no change.
        if (message.channel !== SHOP_CHANGED_CHANNEL) return;
        if (message.payload?.startsWith(PROBE_PREFIX) === true) return;
        callback();
      });
    },
    onLoss(callback) {
      lossCallbacks.push(callback);
      if (lost) callback();
    },
    async close() {
      lost = true;
      await client.end();
    },
  };
}

/** Methods that never change the shop: everything else counts as a local change. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decorates `app.shopState()` (and `app.shopStateFromMemory()`, whether requests are answered
 * without reading it now): the watched state when a listening connection can be opened,
 * the state read per round trip otherwise.
 */
export function installShopState(
  app: FastifyInstance,
  listen: (() => Promise<ChangeListener>) | undefined,
): void {
  // What each change touched, so a change drops only the answers showing it (decision 066).
  const changes = createShopChangeLog();
  const read = createShopStateReader(() => readShopState(app.db, app.clock.now(), changes));
  app.decorate('shopChangeLog', changes);
  if (listen === undefined) {
    app.decorate('shopState', read);
    app.decorate('shopStateFromMemory', () => false);
    return;
  }
  const localChange = new AsyncLocalStorage<true>();
  const watch = watchShopState({
    read,
    listen,
    inLocalChange: () => localChange.getStore() === true,
    now: () => app.clock.now().getTime(),
    onError: (error) => app.log.warn({ err: error }, 'shop changes: not listening'),
  });
  app.decorate('shopState', watch.current);
  app.decorate('shopStateFromMemory', watch.trusted);
  // A request that may change the shop runs in this context from the moment its body is read
  // (preValidation: the body's stream events would otherwise come from outside it, as
  // @fastify/request-context documents).
  app.addHook('preValidation', (request, _reply, done) => {
    if (READ_ONLY_METHODS.has(request.method)) done();
    else localChange.run(true, done);
  });
  // Before its answer goes out (also an error's): the next request reads what it committed.
  const ended = (request: FastifyRequest) => {
    if (!READ_ONLY_METHODS.has(request.method)) watch.localChangeEnds();
  };
  app.addHook('onSend', async (request) => ended(request));
  app.addHook('onRequestAbort', async (request) => ended(request));
  app.addHook('onClose', () => watch.close());
}
