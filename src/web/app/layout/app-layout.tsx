import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { laterPart } from '../../components/later-part.tsx';
import { useOpenedOnce } from '../../components/ui/use-opened-once.ts';
import { useScrollRestoration } from '../../lib/scroll-restoration.ts';
import { useCartUiStore } from '../../features/cart/stores/ui-store.ts';
import { ConsentMount } from './consent-mount.tsx';
import { SiteHeader } from './site-header.tsx';
import { useVisitorTracking } from './visitor-tracking.ts';

const MAIN_ID = 'inhalt';

// Below the fold on every page: its code comes when the visitor acts or the browser is idle after
// the first seconds (decision 085); its links work before.
const SiteFooter = laterPart(
  () => import('./site-footer.tsx').then(({ SiteFooter }) => SiteFooter),
  'site-footer',
);

// Not part of the first download (docs/performance.md): the drawer, its Radix dialog and the cart
// summary load when the drawer first opens (header button, "In den Warenkorb").
const CartDrawer = lazy(() =>
  import('../../features/cart/components/cart-drawer.tsx').then(({ CartDrawer }) => ({
    default: CartDrawer,
  })),
);

/**
 * The frame of every public page: header, side menu, cart drawer, the page itself, footer. The
 * admin has a frame of its own (admin-area-layout.tsx, decision 058).
 */
export function AppLayout() {
  // Landing and removal tracking (docs/product.md §7.1), with the visitor's consent only.
  useVisitorTracking();
  useScrollRestoration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Zum Inhalt springen
      </a>
      <SiteHeader />
      {/* At least a screen high: the footer starts below the fold, so a page's content arriving
          never pushes it down in view (layout shift, e2e/layout-shift.spec.ts). */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <CartDrawerOnceOpened />
      <ConsentMount />
    </div>
  );
}

function CartDrawerOnceOpened() {
  const opened = useOpenedOnce(useCartUiStore((state) => state.drawerOpen));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
