import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { Drawer } from '../../components/ui/drawer.tsx';
import { paths } from '../../lib/paths.ts';
import { SHOP_NAME } from '../../lib/site.ts';
import { NAV, navEntryOf } from './admin-nav.ts';

const MAIN_ID = 'inhalt';

const navLink =
  'flex min-h-10 items-center rounded-xl px-3 text-sm font-semibold text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800';

/** The shop's legal pages, reachable from every page (§ 5 DDG): small, at the end. */
function LegalLinks() {
  const link = 'inline-flex min-h-10 items-center px-2 text-sm text-muted underline';
  return (
    <p className="flex flex-wrap gap-x-1">
      <Link to={paths.imprint.getHref()} className={link}>
        Impressum
      </Link>
      <Link to={paths.privacy.getHref()} className={link}>
        Datenschutz
      </Link>
    </p>
  );
}

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = navEntryOf(pathname);
  return (
    <nav aria-label="Adminbereich">
      <ul className="flex flex-col gap-0.5">
        {NAV.map((entry) => (
          <li key={entry.href}>
            {/* Current also on the pages below it: an order is part of "Bestellungen". */}
            <Link
              to={entry.href}
              onClick={onNavigate}
              aria-current={entry === current ? 'page' : undefined}
              className={navLink}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-ink/10 pt-2">
        <LegalLinks />
      </div>
    </nav>
  );
}

/**
 * The admin's own frame (decision 058): a slim bar with the menu, the shop's name leading to the
 * shop, the page's name and "Abmelden"; the navigation beside the page from 1024 px, a sheet
 * from the left below. None of the shop's header, message bar, categories or footer.
 */
export function AdminFrame({
  onSignOut,
  children,
}: {
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const title = navEntryOf(pathname)?.label ?? 'Adminbereich';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Zum Inhalt springen
      </a>
      <header className="sticky top-0 z-30 border-b border-ink/10 bg-white/95 backdrop-blur print:hidden">
        <div className="flex h-14 items-center gap-1 px-2 sm:gap-2 sm:px-4">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">Adminmenü öffnen</span>
          </button>
          <Link
            to={paths.home.getHref()}
            className="inline-flex min-h-11 shrink-0 items-center rounded-xl px-1 font-extrabold tracking-tight text-brand-800 hover:text-brand-700"
          >
            {SHOP_NAME}
            <span className="sr-only"> – zum Shop</span>
          </Link>
          <span aria-hidden="true" className="text-muted">
            /
          </span>
          <p className="min-w-0 truncate px-1 text-sm font-semibold text-ink">{title}</p>
          <button
            type="button"
            onClick={onSignOut}
            className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-sale hover:bg-sale/10 sm:px-3"
          >
            {/* Text alone on a phone: the page's name keeps its room. */}
            <LogOut aria-hidden="true" className="hidden size-4 sm:block" />
            Abmelden
          </button>
        </div>
      </header>
      <div className="flex w-full flex-1">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-ink/10 bg-white px-2 py-4 lg:block print:hidden">
          <AdminNav />
        </aside>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-4 sm:px-6 lg:py-6 print:p-0"
        >
          {children}
        </main>
      </div>
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} side="left" title="Adminbereich">
        <AdminNav onNavigate={() => setMenuOpen(false)} />
      </Drawer>
    </div>
  );
}

/** Sign-in and sign-up: the shop's name leading back to the shop, and the form. */
export function AdminAuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-ink/10 bg-white">
        <div className="flex h-14 items-center px-3 sm:px-4">
          <Link
            to={paths.home.getHref()}
            className="inline-flex min-h-11 items-center rounded-xl px-1 font-extrabold tracking-tight text-brand-800 hover:text-brand-700"
          >
            {SHOP_NAME}
            <span className="sr-only"> – zum Shop</span>
          </Link>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="w-full flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
      <footer className="flex justify-center border-t border-ink/10 px-4 py-2">
        <LegalLinks />
      </footer>
    </div>
  );
}

/** The layout route of sign-in and sign-up (admin-routes.tsx). */
export function AdminAuthLayout() {
  return (
    <AdminAuthFrame>
      <Outlet />
    </AdminAuthFrame>
  );
}
