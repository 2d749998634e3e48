import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';

const ENTRIES = [
  { label: 'Übersicht', href: paths.adminDashboard.getHref() },
  { label: 'Nutzer-Tracking', href: paths.adminTracking.getHref() },
  { label: 'Neue Kleidung', href: paths.adminNewClothing.getHref() },
  { label: 'Neuer Schlafsack', href: paths.adminNewSleepingBag.getHref() },
  { label: 'Neues Accessoire', href: paths.adminNewAccessory.getHref() },
  { label: 'Artikelliste', href: paths.adminProducts.getHref() },
  { label: 'Preise und Faktoren', href: paths.adminPrices.getHref() },
  { label: 'Bestellhistorie', href: paths.adminOrderHistory.getHref() },
  { label: 'Berichte', href: paths.adminReports.getHref() },
  { label: 'Sale', href: paths.adminSale.getHref() },
  { label: 'Verkäuferliste', href: paths.adminSellerList.getHref() },
  { label: 'Aussortierliste', href: paths.adminSortOutList.getHref() },
  { label: 'Markeninfo-Liste', href: paths.adminBrandsInfo.getHref() },
  { label: 'Änderungsprotokoll', href: paths.adminAuditLog.getHref() },
  { label: 'Einstellungen', href: paths.adminSettings.getHref() },
] as const;

/** The admin dropdown in the header (docs/product.md §2.6), shown to admins only. */
export function AdminMenu({ onSignOut }: { onSignOut: () => void }) {
  const item =
    'flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-brand-50';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/40 hover:bg-brand-50">
        Admin
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-ink/10"
        >
          {ENTRIES.map((entry) => (
            <DropdownMenu.Item key={entry.href} asChild className={item}>
              <Link to={entry.href}>{entry.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
          <DropdownMenu.Item className={item} onSelect={onSignOut}>
            Abmelden
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
