import { ConsentWidget } from '../../features/consent/components/consent-widget.tsx';
import { useSiteInfo } from '../../lib/get-site-info.ts';

/** The consent widget with the Google tags the server is configured with (GET /api/site). */
export function ConsentMount() {
  const { data: site } = useSiteInfo();
  if (site === undefined) return null;
  return <ConsentWidget google={site.google} />;
}
