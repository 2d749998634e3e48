import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { CONSENT_WIDGET_DELAY_MS } from '../../../../domain/constants.ts';
import type { GoogleTagIds } from '../lib/consent-services.ts';
import type { ConsentLayersProps } from './consent-layers.tsx';
import { ConsentSettingsLoading } from './consent-settings-loading.tsx';
import { bannerOpensOn } from '../lib/banner-pages.ts';
import { applyConsent, sendConsentDefault, trackPageView } from '../lib/google-tag.ts';
import { useConsentStore } from '../stores/consent-store.ts';
import { useDelayAfterPageLoad } from '../hooks/use-delay-after-page-load.ts';

// Consent mode's default goes first, before anything could talk to Google (in the browser; the
// server's rendering of a page talks to nobody).
if (!import.meta.env.SSR) sendConsentDefault();

// Its own chunk: a visitor who has chosen never downloads the banner. If the chunk cannot be
// loaded (a stale page after a release), nothing is shown and nothing outside is loaded either.
const ConsentLayers = lazy((): Promise<{ default: ComponentType<ConsentLayersProps> }> =>
  import('./consent-layers.tsx')
    .then((module) => ({ default: module.ConsentLayers }))
    .catch(() => ({ default: () => null })),
);

/**
 * Mounted once in the shop's layout: applies the stored choice to the Google tag, sends page
 * views with analytics consent, shows the banner while no choice is stored (not on admin pages)
 * and the settings when the footer asks for them.
 */
export function ConsentWidget({ google }: { google: GoogleTagIds }) {
  const choices = useConsentStore((state) => state.choices);
  const decided = useConsentStore((state) => state.decidedAt !== null);
  const settingsOpen = useConsentStore((state) => state.settingsOpen);
  const delayPassed = useDelayAfterPageLoad(CONSENT_WIDGET_DELAY_MS, !decided);
  const { pathname, search } = useLocation();

  useEffect(() => {
    applyConsent(choices, google);
  }, [choices, google]);

  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search, choices.analytics]);

  const showBanner = !decided && delayPassed && bannerOpensOn(pathname);
  if (!showBanner && !settingsOpen) return null;
  return (
    <Suspense fallback={<ConsentSettingsLoading />}>
      <ConsentLayers google={google} showBanner={showBanner} />
    </Suspense>
  );
}
