import { isUnder } from '../../../domain/route-paths.ts';
import { paths } from '../../lib/paths.ts';

/** One entry of the admin's navigation. */
export interface AdminNavEntry {
  label: string;
  href: string;
  /** Pages below another path that belong to this entry (one product below the list). */
  alsoUnder?: string;
}

/**
 * The admin's navigation (docs/product.md §2.4), in the order she works: orders first, then
 * entering items, the catalogue, money and the records. A new page is one more line here.
 */
export const NAV: readonly AdminNavEntry[] = [
  { label: 'Übersicht', href: paths.adminDashboard.getHref() },
  { label: 'Bestellungen', href: paths.adminOrderHistory.getHref() },
  { label: 'Packliste', href: paths.adminPackList.getHref() },
  { label: 'Scannen', href: paths.adminScan.getHref() },
  { label: 'Angemeldete Taschen', href: paths.adminBags.getHref() },
  { label: 'Neue Kleidung', href: paths.adminNewClothing.getHref() },
  { label: 'Neuer Schlafsack', href: paths.adminNewSleepingBag.getHref() },
  { label: 'Neues Accessoire', href: paths.adminNewAccessory.getHref() },
  { label: 'Neuer Tonie', href: paths.adminNewTonie.getHref() },
  { label: 'Artikel', href: paths.adminProducts.getHref(), alsoUnder: '/admin/product' },
  { label: 'Aussortieren', href: paths.adminSortOutList.getHref() },
  { label: 'Sale', href: paths.adminSale.getHref() },
  { label: 'Preise', href: paths.adminPrices.getHref() },
  { label: 'Marken', href: paths.adminBrandsInfo.getHref() },
  { label: 'Verkäufer', href: paths.adminSellerList.getHref() },
  { label: 'Auszahlungen', href: paths.adminPayouts.getHref() },
  { label: 'Gutscheine', href: paths.adminVouchers.getHref() },
  { label: 'Berichte', href: paths.adminReports.getHref() },
  { label: 'Tracking', href: paths.adminTracking.getHref() },
  { label: 'Änderungsprotokoll', href: paths.adminAuditLog.getHref() },
  { label: 'Einstellungen', href: paths.adminSettings.getHref() },
];

/** The entry a page belongs to: its own, or the list it lies below (an order below the orders). */
export function navEntryOf(pathname: string): AdminNavEntry | null {
  return (
    NAV.find(
      (entry) =>
        isUnder(pathname, entry.href) ||
        (entry.alsoUnder !== undefined && isUnder(pathname, entry.alsoUnder)),
    ) ?? null
  );
}
