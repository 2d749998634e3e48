import { Link, NavLink } from '../../components/ui/link.tsx';
import { Drawer } from '../../components/ui/drawer.tsx';
import { paths } from '../../lib/paths.ts';

interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const link =
  'flex min-h-11 items-center rounded-xl px-3 font-semibold hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800';

/**
 * The left side menu (docs/product.md §2.6): Kaufen, the info pages (Web-App not on phones) and the
 * discreet admin sign-in at the bottom.
 */
export function SideMenu({ open, onOpenChange }: SideMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} side="left" title="Menü">
      <nav aria-label="Seitenmenü" className="flex h-full flex-col gap-6">
        <div>
          <h2 className="mb-1 px-3 text-sm font-bold tracking-wide text-muted uppercase">Kaufen</h2>
          <ul>
            <li>
              <NavLink to={paths.accessories.getHref()} onClick={close} className={link}>
                Accessoires
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.clothing.getHref()} onClick={close} className={link}>
                Kleidung
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.sleepingBags.getHref()} onClick={close} className={link}>
                Schlafsäcke
              </NavLink>
            </li>
            {/* Tonies are sold too (the spec's placeholder shows while there are none). */}
            <li>
              <NavLink to={paths.tonies.getHref()} onClick={close} className={link}>
                Tonies
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.sale.getHref()} onClick={close} className={link}>
                Sale
              </NavLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-1 px-3 text-sm font-bold tracking-wide text-muted uppercase">Info</h2>
          <ul>
            <li>
              <NavLink to={paths.about.getHref()} onClick={close} className={link}>
                Über uns
              </NavLink>
            </li>
            <li className="hidden md:block">
              <NavLink to={paths.webApp.getHref()} onClick={close} className={link}>
                Web-App
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.sell.getHref()} onClick={close} className={link}>
                Kleidung verkaufen
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.pickupStation.getHref()} onClick={close} className={link}>
                Abholstation
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.faqs.getHref()} onClick={close} className={link}>
                FAQs
              </NavLink>
            </li>
          </ul>
        </div>
        <div className="mt-auto border-t border-ink/10 pt-3">
          <Link
            to={paths.adminSignIn.getHref()}
            onClick={close}
            className="inline-flex min-h-11 items-center px-3 text-xs text-muted"
          >
            Für das Team: Anmelden
          </Link>
        </div>
      </nav>
    </Drawer>
  );
}
