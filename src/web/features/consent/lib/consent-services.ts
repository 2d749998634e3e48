import { CONSENT_SERVICES, type ConsentChoices, type ConsentService } from './consent-choices.ts';

/**
 * The services that run only with the visitor's consent (docs/product.md §4.12 and §10.1,
 * § 25 TDDDG), and how a choice maps onto Google's consent mode. Three are other providers'; the
 * shop's own visitor tracking (docs/product.md §7.1 landing and removal tracking, with a tracking
 * id in localStorage) is not needed for shopping and so asks too (decision 035).
 */
/** The configured Google tags (GET /api/site); null: the shop does not use that service. */
export interface GoogleTagIds {
  analyticsId: string | null;
  /** AW-123456789, optionally with the conversion label of purchases: AW-123456789/label. */
  adsId: string | null;
}

export const SERVICE_TEXTS: Record<ConsentService, { name: string; description: string }> = {
  analytics: {
    name: 'Statistik (Google Analytics)',
    description:
      'Zählt, welche Seiten besucht werden, damit wir den Shop verbessern können. Dabei gehen deine IP-Adresse, die aufgerufenen Seiten und Angaben zu deinem Gerät an Google.',
  },
  ads: {
    name: 'Conversion-Messung (Google Ads)',
    description:
      'Misst, ob eine Bestellung über unsere Anzeigen bei Google zustande kam. Dabei gehen deine IP-Adresse, die Bestellnummer und der Bestellwert an Google.',
  },
  maps: {
    name: 'Karte (OpenStreetMap)',
    description:
      'Zeigt die Karte der Abholstation; dabei wird deine IP-Adresse an die OpenStreetMap Foundation übertragen.',
  },
  tracking: {
    name: 'Shop-Statistik (nur bei uns)',
    description:
      'Speichert eine zufällige Kennung in deinem Browser und zählt damit, auf welcher Seite du den Shop betrittst und welche Artikel du aus dem Warenkorb nimmst. Die Angaben bleiben bei uns und werden nicht mit deinen Bestellungen verknüpft.',
  },
};

/**
 * The services the shop offers: the map and its own statistics always, each Google service only
 * when configured.
 */
export function offeredServices(google: GoogleTagIds): ConsentService[] {
  return CONSENT_SERVICES.filter(
    (service) =>
      (service === 'analytics' && google.analyticsId !== null) ||
      (service === 'ads' && google.adsId !== null) ||
      service === 'maps' ||
      service === 'tracking',
  );
}

/** 'Akzeptieren': every offered service on, every other one off. */
export function acceptOffered(google: GoogleTagIds): ConsentChoices {
  const offered = offeredServices(google);
  return {
    ads: offered.includes('ads'),
    analytics: offered.includes('analytics'),
    maps: offered.includes('maps'),
    tracking: offered.includes('tracking'),
  };
}

type ConsentModeValue = 'granted' | 'denied';

interface ConsentModeState {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
}

/** Google consent mode v2 before any choice: everything denied. */
export const CONSENT_MODE_DEFAULT: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/**
 * The consent-mode update for a choice. Conversion measurement needs ad storage and ad user
 * data; personalised advertising is never asked for, so it stays denied.
 */
export function consentModeUpdate(choices: ConsentChoices): ConsentModeState {
  const value = (on: boolean): ConsentModeValue => (on ? 'granted' : 'denied');
  return {
    ad_storage: value(choices.ads),
    ad_user_data: value(choices.ads),
    ad_personalization: 'denied',
    analytics_storage: value(choices.analytics),
  };
}

/** The Google Ads account (AW-…) of a configured id that may carry a conversion label. */
export function adsAccount(adsId: string): string {
  return adsId.split('/', 1)[0] ?? adsId;
}
