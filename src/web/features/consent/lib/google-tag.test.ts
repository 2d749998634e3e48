import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CONSENT } from './consent-choices.ts';
import type { GoogleTagIds } from './consent-services.ts';

// The module keeps the page's tag state; every test gets a fresh copy and a fake page.
type GoogleTag = typeof import('./google-tag.ts');

const GOOGLE: GoogleTagIds = { analyticsId: 'G-TEST12345', adsId: 'AW-123456789/purchase' };

let tag: GoogleTag;
let page: ReturnType<typeof fakePage>;

function fakePage() {
  const scripts: { async: boolean; src: string }[] = [];
  const win: { dataLayer?: unknown[]; location: object; [key: string]: unknown } = {
    location: { origin: 'https://shop.example', hostname: 'shop.example' },
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    cookie: '',
    title: 'Kinderkiste',
    head: { append: (script: { async: boolean; src: string }) => scripts.push(script) },
    createElement: () => ({ async: false, src: '' }),
  });
  return {
    win,
    scripts,
    /** The data layer's commands as arrays (gtag pushes `arguments` objects). */
    commands: () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  };
}

beforeEach(async () => {
  page = fakePage();
  vi.resetModules();
  tag = await import('./google-tag.ts');
});
afterEach(() => vi.unstubAllGlobals());

describe('the Google tag under consent mode', () => {
  it('starts with everything denied and loads no script without consent', () => {
    tag.applyConsent({ ...NO_CONSENT, maps: true }, GOOGLE);
    tag.trackPageView('/shop/kleidung');
    tag.trackPurchase({ orderNumber: 7, valueEuros: 12.5 });
    expect(page.commands()[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    expect(page.scripts).toEqual([]);
    expect(page.commands().filter(([command]) => command === 'event')).toEqual([]);
    expect(page.win['ga-disable-G-TEST12345']).toBe(true);
  });

  it('loads the tag once analytics is consented and then counts page views', () => {
    tag.applyConsent({ ...NO_CONSENT, analytics: true }, GOOGLE);
    tag.applyConsent({ ...NO_CONSENT, analytics: true }, GOOGLE);
    expect(page.scripts.map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST12345',
    ]);
    expect(page.commands()).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(page.commands()).toContainEqual(['config', 'G-TEST12345', { send_page_view: false }]);
    tag.trackPageView('/shop/kleidung');
    expect(page.commands().at(-1)).toEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_location: 'https://shop.example/shop/kleidung' }),
    ]);
  });

  it('stops counting when consent is withdrawn', () => {
    tag.applyConsent({ ...NO_CONSENT, analytics: true }, GOOGLE);
    tag.applyConsent(NO_CONSENT, GOOGLE);
    const before = page.commands().length;
    tag.trackPageView('/agb');
    expect(page.commands()).toHaveLength(before);
    expect(page.commands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(page.win['ga-disable-G-TEST12345']).toBe(true);
  });

  it('sends a purchase raised before the choice was applied once consent allows it', () => {
    tag.trackPurchase({ orderNumber: 7, valueEuros: 12.5 });
    expect(page.commands().filter(([command]) => command === 'event')).toEqual([]);
    tag.applyConsent({ ...NO_CONSENT, ads: true }, GOOGLE);
    expect(page.scripts.map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
    ]);
    expect(page.commands()).toContainEqual([
      'event',
      'conversion',
      { send_to: 'AW-123456789/purchase', transaction_id: '7', value: 12.5, currency: 'EUR' },
    ]);
    // No analytics consent: no GA4 purchase.
    expect(page.commands().some(([, name]) => name === 'purchase')).toBe(false);
  });
});
