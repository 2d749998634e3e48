import { lazy, Suspense, useEffect } from 'react';
import { CONSENT_WIDGET_DELAY_MS } from '../../../domain/constants.ts';
import { useDelayAfterPageLoad } from '../../features/consent/hooks/use-delay-after-page-load.ts';
import { ConsentSettingsLoading } from '../../features/consent/components/consent-settings-loading.tsx';
import { preloadConsentSettings } from '../../features/consent/lib/preload-consent-settings.ts';
import { useConsentStore } from '../../features/consent/stores/consent-store.ts';
import { useSiteInfo } from '../../lib/get-site-info.ts';

// Not part of a first visit's download (decision 070): the widget and the Google tag's code load
// when there is something for them to do. That is at once for a visitor who has chosen (the
// stored choice is applied, page views counted) and when the footer opens the cookie settings;
// for one who has not, when the banner would open (CONSENT_WIDGET_DELAY_MS after the page's load).
// Nothing talks to Google before: the tag is injected only by the widget, with consent.
const ConsentWidget = lazy(() =>
  import('../../features/consent/components/consent-widget.tsx').then(({ ConsentWidget }) => ({
    default: ConsentWidget,
  })),
);

/** The consent widget with the Google tags the server is configured with (GET /api/site). */
export function ConsentMount() {
  const { data: site } = useSiteInfo();
  const decided = useConsentStore((state) => state.decidedAt !== null);
  const settingsOpen = useConsentStore((state) => state.settingsOpen);
  const bannerDue = useDelayAfterPageLoad(CONSENT_WIDGET_DELAY_MS, !decided);
  // A tap that reached the store without touching the button first (a tap held until the
  // footer's code came is given as a click) still asks for both parts at once.
  useEffect(() => {
    if (settingsOpen) preloadConsentSettings();
  }, [settingsOpen]);
  if (site === undefined || !(decided || settingsOpen || bannerDue)) return null;
  return (
    <Suspense fallback={<ConsentSettingsLoading />}>
      <ConsentWidget google={site.google} />
    </Suspense>
  );
}
