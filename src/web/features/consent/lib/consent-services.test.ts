import { describe, expect, it } from 'vitest';
import {
  acceptOffered,
  adsAccount,
  consentModeUpdate,
  offeredServices,
} from './consent-services.ts';
import { NO_CONSENT, type ConsentChoices } from './consent-choices.ts';

describe('consentModeUpdate', () => {
  it.each<[ConsentChoices, string, string, string]>([
    [{ ads: false, analytics: false, maps: true, tracking: false }, 'denied', 'denied', 'denied'],
    [{ ads: false, analytics: false, maps: false, tracking: true }, 'denied', 'denied', 'denied'],
    [{ ads: false, analytics: true, maps: false, tracking: false }, 'denied', 'denied', 'granted'],
    [{ ads: true, analytics: false, maps: false, tracking: false }, 'granted', 'granted', 'denied'],
    [{ ads: true, analytics: true, maps: true, tracking: true }, 'granted', 'granted', 'granted'],
  ])(
    '%j → ad_storage %s, ad_user_data %s, analytics_storage %s',
    (choices, ad, data, analytics) => {
      expect(consentModeUpdate(choices)).toEqual({
        ad_storage: ad,
        ad_user_data: data,
        ad_personalization: 'denied',
        analytics_storage: analytics,
      });
    },
  );
});

describe('offeredServices and acceptOffered', () => {
  it.each([
    [
      { analyticsId: null, adsId: null },
      ['maps', 'tracking'],
      { ads: false, analytics: false, maps: true, tracking: true },
    ],
    [
      { analyticsId: 'G-ABC123', adsId: null },
      ['analytics', 'maps', 'tracking'],
      { ads: false, analytics: true, maps: true, tracking: true },
    ],
    [
      { analyticsId: 'G-ABC123', adsId: 'AW-123456789' },
      ['ads', 'analytics', 'maps', 'tracking'],
      { ads: true, analytics: true, maps: true, tracking: true },
    ],
  ])('%j offers %j and accepting switches on %j', (google, offered, accepted) => {
    expect(offeredServices(google)).toEqual(offered);
    expect(acceptOffered(google)).toEqual(accepted);
  });
});

describe('adsAccount', () => {
  it.each([
    ['AW-123456789', 'AW-123456789'],
    ['AW-123456789/AbC-d_E', 'AW-123456789'],
  ])('%s → %s', (id, account) => {
    expect(adsAccount(id)).toBe(account);
  });
});

describe('NO_CONSENT', () => {
  it("is the default: every service off, the shop's own statistics too", () => {
    expect(NO_CONSENT).toEqual({ ads: false, analytics: false, maps: false, tracking: false });
  });
});
