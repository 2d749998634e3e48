import { ChevronRight, Menu, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { laterPart } from '../../components/later-part.tsx';
import { Link } from '../../components/ui/link.tsx';
import { useClearAdminSession } from './use-admin-sign-out.ts';
import { LogoMark } from '../../components/ui/logo-mark.tsx';
import { useOpenedOnce } from '../../components/ui/use-opened-once.ts';
import { useIsAdmin } from '../../lib/get-auth.ts';
import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { SearchField } from '../../features/search/components/search-field.tsx';
import { WishListLink } from '../../features/wish-list/components/wish-list-link.tsx';
import { useSiteInfo } from '../../lib/get-site-info.ts';
import { paths } from '../../lib/paths.ts';
import { SHOP_NAME, SHOP_TAGLINE } from '../../lib/site.ts';
import { headerMessages } from './header-messages.ts';

// The shop's promises rotate on a phone: the server's HTML shows the first until the code comes
// (decision 085).
const MessageBar = laterPart(
  () => import('./message-bar.tsx').then(({ MessageBar }) => MessageBar),
  'message-bar',
);

// Only admins see it: its dropdown code loads for them alone.
const AdminMenu = lazy(() =>
  import('./admin-menu.tsx').then(({ AdminMenu }) => ({
    default: AdminMenu,
  })),
);

// Like the cart drawer: the menu and its Radix dialog load when it first opens.
const SideMenu = lazy(() =>
  import('./side-menu.tsx').then(({ SideMenu }) => ({ default: SideMenu })),
);

const CATEGORY_LINKS = [
  { label: 'Kleidung', href: paths.clothing.getHref(), sale: false },
  { label: 'Schlafsäcke', href: paths.sleepingBags.getHref(), sale: false },
  { label: 'Accessoires', href: paths.accessories.getHref(), sale: false },
  { label: 'Sale', href: paths.sale.getHref(), sale: true },
] as const;

/** The sale listing is the clothing listing with `?sale`: only one of the two is current. */
function isCurrent(
  entry: (typeof CATEGORY_LINKS)[number],
  pathname: string,
  search: string,
): boolean {
  const path = entry.href.split('?')[0] ?? entry.href;
  if (!pathname.startsWith(path)) return false;
  return new URLSearchParams(search).has('sale') === entry.sale;
}

const categoryLink =
  'inline-flex shrink-0 items-center rounded-full font-semibold text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpened, setSearchOpened] = useState(false);
  const menuOpened = useOpenedOnce(menuOpen);
  const { data: site } = useSiteInfo();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Below lg the field takes a row of its own: open on the results page or after a tap on 🔍.
  const searchOpen = searchOpened || pathname === paths.search.path;

  const clearSession = useClearAdminSession();
  const signOut = () => {
    clearSession();
    void navigate(paths.adminSignIn.getHref());
  };

  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-white/95 backdrop-blur">
      <MessageBar messages={headerMessages(site?.pickupStation.city ?? null)} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-2 py-2 sm:gap-x-3 sm:px-6">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Menü öffnen</span>
        </button>
        <Link
          to={paths.home.getHref()}
          className="group flex min-w-0 items-center gap-2 rounded-xl sm:gap-3"
        >
          <LogoMark className="size-9 sm:size-10" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-lg font-extrabold tracking-tight text-brand-800 group-hover:text-brand-700 sm:text-xl">
              {SHOP_NAME}
            </span>
            {/* From lg the search field sits in this row and needs the tagline's room. */}
            <span className="hidden text-sm text-muted sm:block lg:hidden">{SHOP_TAGLINE}</span>
          </span>
        </Link>
        {/* Never narrower than its placeholder ("Suche: Jacke 98, Mütze, Marke …", 21 rem). */}
        <div
          className={`order-last basis-full lg:order-none lg:ml-4 lg:block lg:max-w-lg lg:min-w-84 xl:max-w-sm lg:flex-1 lg:basis-0 ${searchOpen ? '' : 'hidden'}`}
        >
          <SearchField autoFocus={searchOpened} onDone={() => setSearchOpened(false)} />
        </div>
        {/* Between lg and xl the search field leaves the links no room: they take a row below. */}
        <nav
          aria-label="Kategorien"
          className="ml-auto hidden md:block lg:order-last lg:ml-12 lg:basis-full xl:order-none xl:ml-auto xl:basis-auto"
        >
          <ul className="flex gap-1">
            {CATEGORY_LINKS.map((entry) => (
              <li key={entry.label}>
                <Link
                  to={entry.href}
                  aria-current={isCurrent(entry, pathname, search) ? 'page' : undefined}
                  className={`${categoryLink} min-h-11 px-3`}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-2 lg:ml-auto xl:ml-2">
          {isAdmin && (
            <Suspense fallback={null}>
              <AdminMenu onSignOut={signOut} />
            </Suspense>
          )}
          <button
            type="button"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpened((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 lg:hidden"
          >
            <Search aria-hidden="true" className="size-6" />
            <span className="sr-only">Suche</span>
          </button>
          <WishListLink />
          <CartButton />
        </div>
      </div>
      <MobileCategories pathname={pathname} search={search} />
      {menuOpened && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The phone's category row. All four links fit a 390 px phone; on a narrower one the row
 * scrolls sideways, and a fade with an arrow at its end says so until the end is reached.
 */
function MobileCategories({ pathname, search }: { pathname: string; search: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    // Within the row's own end padding counts as the end.
    const update = () => setMore(list.scrollLeft + list.clientWidth < list.scrollWidth - 8);
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return (
    <nav aria-label="Kategorien mobil" className="relative border-t border-ink/5 md:hidden">
      <ul
        ref={listRef}
        className="flex justify-between gap-0.5 overflow-x-auto px-1 py-1 [scrollbar-width:none]"
      >
        {CATEGORY_LINKS.map((entry) => (
          <li key={entry.label}>
            <Link
              to={entry.href}
              aria-current={isCurrent(entry, pathname, search) ? 'page' : undefined}
              className={`${categoryLink} min-h-10 px-2 text-sm`}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      {more && (
        <span
          data-testid="scroll-hint"
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-linear-to-l from-white via-white/90 to-transparent pr-0.5 text-brand-800"
        >
          <ChevronRight className="size-5" />
        </span>
      )}
    </nav>
  );
}
