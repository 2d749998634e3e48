import {
  adsAccount,
  CONSENT_MODE_DEFAULT,
  consentModeUpdate,
  type GoogleTagIds,
} from './consent-services.ts';
import type { ConsentChoices } from './consent-choices.ts';

/**
 * The Google tag (gtag.js) under consent mode v2 (decision 014). The 'default' command, all
 * denied, is the first entry of the data layer; the script itself is injected only once analytics
 * or ads conversion is consented and configured, and every event below checks the consent again.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    [gaDisable: `ga-disable-${string}`]: boolean | undefined;
  }
}

export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js';

// gtag.js reads the data layer's entries as `arguments` objects, not arrays.
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

let defaultSent = false;
let scriptInjected = false;
const configuredIds = new Set<string>();
/** What the last applied choice allows; events ask this. */
let active = { analyticsId: null as string | null, adsId: null as string | null };
/** Events raised before the stored choice was applied (the page mounts before the widget). */
let pending: (() => void)[] | null = [];

/** Consent mode's default, all denied; idempotent, called before any other command. */
export function sendConsentDefault(): void {
  if (defaultSent) return;
  defaultSent = true;
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULT });
  // Without ad storage consent, ad click ids are removed from what the tag sends.
  gtag('set', 'ads_data_redaction', true);
}

/** Applies a choice: consent update, and the tag only for what is consented and configured. */
export function applyConsent(choices: ConsentChoices, google: GoogleTagIds): void {
  sendConsentDefault();
  const analyticsId = choices.analytics ? google.analyticsId : null;
  const adsId = choices.ads ? google.adsId : null;
  active = { analyticsId, adsId };
  gtag('consent', 'update', { ...consentModeUpdate(choices) });
  // Withdrawn: Google Analytics stops sending altogether and the tags' cookies go.
  if (google.analyticsId !== null)
    window[`ga-disable-${google.analyticsId}`] = analyticsId === null;
  if (google.analyticsId !== null && analyticsId === null) removeGoogleCookies(/^_ga/);
  if (google.adsId !== null && adsId === null) removeGoogleCookies(/^_gcl/);
  if (analyticsId !== null || adsId !== null) loadTag(analyticsId, adsId);
  const waiting = pending ?? [];
  pending = null;
  for (const event of waiting) event();
}

function loadTag(analyticsId: string | null, adsId: string | null): void {
  if (!scriptInjected) {
    scriptInjected = true;
    gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    const tagId = analyticsId ?? adsAccount(adsId ?? '');
    script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(tagId)}`;
    document.head.append(script);
  }
  // Page views are sent by the app on every route change (trackPageView), not by the tag.
  if (analyticsId !== null && !configuredIds.has(analyticsId)) {
    configuredIds.add(analyticsId);
    gtag('config', analyticsId, { send_page_view: false });
  }
  if (adsId !== null && !configuredIds.has(adsAccount(adsId))) {
    configuredIds.add(adsAccount(adsId));
    gtag('config', adsAccount(adsId));
  }
}

/** A GA4 page view, only with analytics consent. */
export function trackPageView(path: string): void {
  if (active.analyticsId === null) return;
  gtag('event', 'page_view', {
    send_to: active.analyticsId,
    page_location: `${window.location.origin}${path}`,
    page_title: document.title,
  });
}

/** A placed order: the Ads conversion (with consent and a conversion label) and GA4 purchase. */
export function trackPurchase(order: { orderNumber: number; valueEuros: number }): void {
  if (pending !== null) {
    pending.push(() => trackPurchase(order));
    return;
  }
  const details = {
    transaction_id: String(order.orderNumber),
    value: order.valueEuros,
    currency: 'EUR',
  };
  if (active.adsId?.includes('/') === true) {
    gtag('event', 'conversion', { send_to: active.adsId, ...details });
  }
  if (active.analyticsId !== null) {
    gtag('event', 'purchase', { send_to: active.analyticsId, ...details });
  }
}

/** Withdrawn consent: the cookies the tag set go too, on this host and its parent domains. */
function removeGoogleCookies(name: RegExp): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=', 1)[0]?.trim() ?? '')
    .filter((cookieName) => name.test(cookieName));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const cookieName of names) {
    document.cookie = `${cookieName}=; Max-Age=0; path=/`;
    for (const domain of domains) {
      document.cookie = `${cookieName}=; Max-Age=0; path=/; domain=${domain}`;
    }
  }
}
