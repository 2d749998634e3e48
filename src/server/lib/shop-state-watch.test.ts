import { describe, expect, it } from 'vitest';
import type { ShopState } from './kept-answers.ts';
import { watchShopState } from './shop-state-watch.ts';
import type { ChangeListener, ShopStateWatchOptions } from './shop-state-watch.ts';

/** A listening connection the test drives: it reports changes and losses when told. */
function fakeListener() {
  const changes: (() => void)[] = [];
  const losses: (() => void)[] = [];
  let closed = false;
  const listener: ChangeListener = {
    onChange: (callback) => void changes.push(callback),
    onLoss: (callback) => void losses.push(callback),
    close: async () => {
      closed = true;
    },
  };
  return {
    listener,
    change: () => changes.forEach((callback) => callback()),
    lose: () => losses.forEach((callback) => callback()),
    isClosed: () => closed,
  };
}

/** The database's state, and how often it was read. */
function fakeDatabase() {
  const db = { version: 1, validUntil: 10_000, reads: 0 };
  const read = async (): Promise<ShopState> => {
    db.reads += 1;
    return { version: db.version, validUntil: db.validUntil };
  };
  return { db, read };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A watch at time 0 that has opened its connection and made its first read. */
async function startedWatch(read: ShopStateWatchOptions['read'], listener: ChangeListener) {
  const watch = watchShopState({ read, listen: async () => listener, now: () => 0 });
  await settle();
  return watch;
}

describe('watchShopState', () => {
  it('answers from memory while it listens, and reads again when told of a change', async () => {
    const { db, read } = fakeDatabase();
    const connection = fakeListener();
    const watch = await startedWatch(read, connection.listener);
    expect(watch.trusted()).toBe(true);
    const readsAfterStart = db.reads;
    expect(await watch.current()).toEqual({ version: 1, validUntil: 10_000 });
    expect(await watch.current()).toEqual({ version: 1, validUntil: 10_000 });
    expect(db.reads).toBe(readsAfterStart);

    db.version = 2;
    connection.change();
    // Told of a change: the next request does not get the old state, even before the re-read.
    expect(watch.trusted()).toBe(false);
    expect((await watch.current()).version).toBe(2);
    await settle();
    expect(watch.trusted()).toBe(true);
    await watch.close();
    expect(connection.isClosed()).toBe(true);
  });

  it('reads again once the kept state has run out (a reservation lapses, a minute passes)', async () => {
    const { db, read } = fakeDatabase();
    let now = 0;
    const watch = watchShopState({
      read,
      listen: async () => fakeListener().listener,
      now: () => now,
    });
    await settle();
    const reads = db.reads;
    now = 10_000;
    db.validUntil = 20_000;
    expect(await watch.current()).toEqual({ version: 1, validUntil: 20_000 });
    expect(db.reads).toBe(reads + 1);
    await watch.current();
    expect(db.reads).toBe(reads + 1);
    await watch.close();
  });

  it('lets its own change read the state, others answer from memory until the change answers', async () => {
    const { db, read } = fakeDatabase();
    let changing = false;
    const watch = watchShopState({
      read,
      listen: async () => fakeListener().listener,
      now: () => 0,
      inLocalChange: () => changing,
    });
    await settle();
    const readsAfterStart = db.reads;
    // A reservation committed in this process; its notification is not here yet.
    db.version = 5;
    changing = true;
    expect((await watch.current()).version).toBe(5);
    expect(db.reads).toBe(readsAfterStart + 1);
    // Another request meanwhile: the change has not answered anyone yet, memory may still serve.
    changing = false;
    expect(watch.trusted()).toBe(true);
    expect(db.reads).toBe(readsAfterStart + 1);
    // The change answers: the state is read again, and whoever asks meanwhile waits for that read.
    db.version = 6;
    watch.localChangeEnds();
    expect(watch.trusted()).toBe(false);
    expect((await watch.current()).version).toBe(6);
    await settle();
    expect(watch.trusted()).toBe(true);
    const readsAfterChange = db.reads;
    expect((await watch.current()).version).toBe(6);
    expect(db.reads).toBe(readsAfterChange);
    await watch.close();
  });

  it('does not keep a read that a change overtook', async () => {
    const { db } = fakeDatabase();
    const connection = fakeListener();
    const pendingReads: (() => void)[] = [];
    const slowRead = () =>
      new Promise<ShopState>((resolve) => {
        const state = { version: db.version, validUntil: db.validUntil };
        pendingReads.push(() => resolve(state));
      });
    const watch = await startedWatch(slowRead, connection.listener);
    // The first read, started after LISTEN, saw version 1 and is still under way when a change
    // arrives and starts a second read.
    expect(pendingReads).toHaveLength(1);
    db.version = 2;
    connection.change();
    expect(pendingReads).toHaveLength(2);
    pendingReads[0]!();
    await settle();
    expect(watch.trusted()).toBe(false);
    pendingReads[1]!();
    await settle();
    expect(watch.trusted()).toBe(true);
    expect((await watch.current()).version).toBe(2);
    await watch.close();
  });

  it('reads per request without its connection, and listens again after a wait', async () => {
    const { read } = fakeDatabase();
    const connections = [fakeListener(), fakeListener()];
    let opened = 0;
    const watch = watchShopState({
      read,
      listen: async () => connections[opened++]!.listener,
      now: () => 0,
      retryMs: 5,
    });
    await settle();
    expect(watch.trusted()).toBe(true);
    connections[0]!.lose();
    expect(watch.trusted()).toBe(false);
    expect((await watch.current()).version).toBe(1);
    expect(watch.trusted()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(opened).toBe(2);
    expect(watch.trusted()).toBe(true);
    await watch.close();
  });

  it('keeps trying to listen when the database refuses at first', async () => {
    const { read } = fakeDatabase();
    let attempts = 0;
    const errors: unknown[] = [];
    const watch = watchShopState({
      read,
      listen: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('connection refused');
        return fakeListener().listener;
      },
      now: () => 0,
      retryMs: 5,
      onError: (error) => errors.push(error),
    });
    expect((await watch.current()).version).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(3);
    expect(errors).toHaveLength(2);
    expect(watch.trusted()).toBe(true);
    await watch.close();
  });
});
