import { describe, expect, it } from 'vitest';
import {
  addedIds,
  createVisitorTracker,
  ensureTrackingId,
  forgetTrackingId,
  readTrackingId,
  TRACKING_ID_STORAGE_KEY,
} from './visitor-tracker.ts';

/** localStorage in memory. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

function setup({ consented = false, storage = memoryStorage(), admin = false } = {}) {
  const sent: { kind: string; [key: string]: string }[] = [];
  const ids = [ID_1, ID_2];
  const consent = { on: consented };
  const tracker = createVisitorTracker({
    consented: () => consent.on,
    adminSignedIn: () => admin,
    storage: () => storage,
    cart: () => 'p1,p2',
    createId: () => ids.shift() ?? 'no-more-ids',
    send: {
      openSite: (view) => sent.push({ kind: 'opensite', ...view }),
      removeProduct: (view) => sent.push({ kind: 'removeproduct', ...view }),
    },
  });
  const setConsent = (on: boolean) => {
    consent.on = on;
    tracker.consentChanged();
  };
  return { tracker, sent, storage, setConsent };
}

describe('visitor tracking without consent (the default)', () => {
  it('sends nothing and stores no tracking id', () => {
    const { tracker, sent, storage } = setup();
    tracker.consentChanged();
    tracker.landed('/');
    tracker.removalStarted('p1', '/warenkorb');
    expect(sent).toEqual([]);
    expect(storage.getItem(TRACKING_ID_STORAGE_KEY)).toBeNull();
    expect(tracker.trackingId()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('removes a tracking id stored earlier', () => {
    const storage = memoryStorage({ [TRACKING_ID_STORAGE_KEY]: ID_1 });
    const { tracker } = setup({ storage });
    tracker.consentChanged();
    expect(storage.getItem(TRACKING_ID_STORAGE_KEY)).toBeNull();
  });
});

describe('visitor tracking with consent', () => {
  it('sends the landing view once, with a tracking id it stores', () => {
    const { tracker, sent, storage } = setup({ consented: true });
    tracker.consentChanged();
    tracker.landed('/shop/kleidung');
    tracker.landed('/warenkorb');
    tracker.consentChanged();
    expect(sent).toEqual([
      { kind: 'opensite', trackingId: ID_1, cart: 'p1,p2', page: '/shop/kleidung' },
    ]);
    expect(storage.getItem(TRACKING_ID_STORAGE_KEY)).toBe(ID_1);
  });

  it('keeps the stored id across page loads', () => {
    const storage = memoryStorage({ [TRACKING_ID_STORAGE_KEY]: ID_2 });
    const { tracker, sent } = setup({ consented: true, storage });
    tracker.landed('/');
    expect(sent[0]?.trackingId).toBe(ID_2);
  });

  it('sends a landing owed from before the consent when the visitor agrees during the visit', () => {
    const { tracker, sent, setConsent } = setup();
    tracker.consentChanged();
    tracker.landed('/produkt');
    expect(sent).toEqual([]);
    setConsent(true);
    expect(sent).toEqual([{ kind: 'opensite', trackingId: ID_1, cart: 'p1,p2', page: '/produkt' }]);
  });

  it('sends removals with the page they happen on', () => {
    const { tracker, sent } = setup({ consented: true });
    tracker.removalStarted('p2', '/warenkorb');
    expect(sent).toEqual([
      {
        kind: 'removeproduct',
        trackingId: ID_1,
        cart: 'p1,p2',
        page: '/warenkorb',
        productId: 'p2',
      },
    ]);
  });

  it('stops and forgets the id when the consent is withdrawn; a new consent gets a new id', () => {
    const { tracker, sent, storage, setConsent } = setup({ consented: true });
    tracker.landed('/');
    setConsent(false);
    expect(storage.getItem(TRACKING_ID_STORAGE_KEY)).toBeNull();
    tracker.removalStarted('p1', '/warenkorb');
    expect(sent).toHaveLength(1);

    setConsent(true);
    tracker.removalStarted('p1', '/warenkorb');
    expect(sent.at(-1)?.trackingId).toBe(ID_2);
  });

  it('tracks nothing where the browser has no storage', () => {
    const sent: unknown[] = [];
    const tracker = createVisitorTracker({
      consented: () => true,
      adminSignedIn: () => false,
      storage: () => null,
      cart: () => '',
      createId: () => ID_1,
      send: { openSite: (view) => sent.push(view), removeProduct: (view) => sent.push(view) },
    });
    tracker.landed('/');
    tracker.removalStarted('p1', '/');
    expect(sent).toEqual([]);
  });
});

describe('tracking id storage', () => {
  it('reads only a well-formed id', () => {
    expect(readTrackingId(memoryStorage({ [TRACKING_ID_STORAGE_KEY]: ID_1 }))).toBe(ID_1);
    expect(readTrackingId(memoryStorage({ [TRACKING_ID_STORAGE_KEY]: 'kaputt' }))).toBeNull();
    expect(readTrackingId(null)).toBeNull();
  });

  it('replaces a damaged id, and survives storage that throws', () => {
    const storage = memoryStorage({ [TRACKING_ID_STORAGE_KEY]: 'kaputt' });
    expect(ensureTrackingId(storage, () => ID_1)).toBe(ID_1);
    const blocked = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as Storage;
    expect(ensureTrackingId(blocked, () => ID_1)).toBeNull();
    expect(() => forgetTrackingId(blocked)).not.toThrow();
  });
});

describe('addedIds', () => {
  it.each([
    [[], ['a'], ['a']],
    [['a'], ['a', 'b'], ['b']],
    [['a', 'b'], ['b'], []],
    [['a'], ['a'], []],
  ])('%j → %j adds %j', (previous, next, added) => {
    expect(addedIds(previous, next)).toEqual(added);
  });
});

describe("the owner's own visits (issue 20)", () => {
  it('sends nothing from admin pages, even with consent', () => {
    const { tracker, sent } = setup({ consented: true });
    tracker.landed('/admin/packliste');
    tracker.consentChanged();
    tracker.removalStarted('p1', '/admin/orderhistory');
    expect(sent).toEqual([]);
  });

  it('sends nothing while an admin is signed in on this browser', () => {
    const { tracker, sent, setConsent } = setup({ consented: false, admin: true });
    tracker.landed('/shop/kleidung');
    setConsent(true);
    tracker.removalStarted('p1', '/warenkorb');
    expect(sent).toEqual([]);
  });

  it('still tracks a visitor on shop pages', () => {
    const { tracker, sent } = setup({ consented: true });
    tracker.landed('/shop/kleidung');
    expect(sent.map((call) => call.kind)).toEqual(['opensite']);
  });
});
