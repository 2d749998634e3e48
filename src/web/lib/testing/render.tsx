import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { Toaster } from '../../components/ui/toaster.tsx';
import { createAppQueryClient } from '../react-query.ts';
import type { SiteInfo } from '../../../domain/api/site.ts';

/** The place the router is at now, read by a test after a click. */
export interface CurrentLocation {
  current: Location;
  /** pathname + search, e.g. '/shop/kleidung?groesse=86'. */
  readonly href: string;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * Renders a component as the app does (app/providers.tsx): the app's query client (without its
 * one retry, so a failed answer shows at once), a router at `path`, the toaster. Returns Testing
 * Library's result and the router's location.
 */
export function renderInApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const seen: { current: Location | null } = { current: null };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe
          onLocation={(location) => {
            seen.current = location;
          }}
        />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  const location: CurrentLocation = {
    get current() {
      if (seen.current === null) throw new Error('The router has not rendered.');
      return seen.current;
    },
    get href() {
      return `${this.current.pathname}${this.current.search}`;
    },
  };
  return { ...result, queryClient, location };
}

/** GET /api/site as the demo shop answers it. */
export function siteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    shop: {
      name: 'Kinderkiste',
      owner: 'Erika Musterfrau',
      street: 'Musterstraße 1',
      postalCode: '12345',
      city: 'Musterstadt',
      country: 'Deutschland',
      email: 'hallo@kinderkiste.example',
      phone: '+49 123 456789',
      taxId: null,
      isDemo: true,
    },
    siteUrl: 'http://localhost:3000',
    social: { facebook: '', instagram: '', whatsapp: '' },
    pickupStation: {
      name: 'Abholstation',
      street: 'Musterstraße 1',
      postalCode: '12345',
      city: 'Musterstadt',
      openingHours: 'Mo–Fr 9–18 Uhr',
    },
    google: { analyticsId: null, adsId: null },
    paymentMethods: ['cash', 'paypal', 'klarna-pay-later'],
    ...overrides,
  };
}
