import type { ReactNode } from 'react';
import type { SiteInfo } from '../../domain/api/site.ts';
import { ErrorState } from '../components/ui/error-state.tsx';
import { useSiteInfo } from '../lib/get-site-info.ts';

/** Renders its children with the shop's configured identity, a loading line or the error screen. */
export function WithSiteInfo({ children }: { children: (site: SiteInfo) => ReactNode }) {
  const query = useSiteInfo();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <p role="status" className="text-muted">
      Wird geladen …
    </p>
  );
}

/** The shop's name and postal address, as configured (sample values are marked in the demo). */
export function ShopAddress({ site }: { site: SiteInfo }) {
  return (
    <address className="mt-3 not-italic">
      {site.shop.name}
      <br />
      {site.shop.owner}
      <br />
      {site.shop.street}
      <br />
      {site.shop.postalCode} {site.shop.city}
      <br />
      {site.shop.country}
    </address>
  );
}

export function DemoNotice({ site }: { site: SiteInfo }) {
  if (!site.shop.isDemo) return null;
  return (
    <p role="note" className="mt-4 rounded-2xl bg-sun-100 p-4 font-semibold">
      Demo-Shop: Die hier gezeigten Angaben sind Beispieldaten und gehören zu keinem echten
      Unternehmen.
    </p>
  );
}
