import { Link } from '../../components/ui/link.tsx';
import { preloadConsentSettings } from '../../features/consent/lib/preload-consent-settings.ts';
import { useConsentStore } from '../../features/consent/stores/consent-store.ts';
import { useSiteInfo } from '../../lib/get-site-info.ts';
import { paths } from '../../lib/paths.ts';
import { PRICE_NOTICE, SHOP_NAME } from '../../lib/site.ts';

const LEGAL_LINKS = [
  { label: 'AGB', href: paths.terms.getHref() },
  { label: 'Datenschutz', href: paths.privacy.getHref() },
  { label: 'Kommissionsbedingungen', href: paths.consignmentTerms.getHref() },
  { label: 'Impressum', href: paths.imprint.getHref() },
  { label: 'Widerrufsbelehrung', href: paths.withdrawal.getHref() },
  { label: 'Zahlung & Versand', href: paths.paymentShipping.getHref() },
] as const;

const link = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

export function SiteFooter() {
  const openConsentSettings = useConsentStore((state) => state.openSettings);
  const { data: site } = useSiteInfo();
  return (
    <footer className="mt-16 border-t border-ink/10 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-2">
          <p className="text-base font-bold text-brand-800">{SHOP_NAME}</p>
          <p className="text-muted">{PRICE_NOTICE}</p>
          <p>
            <Link to={paths.sizeAlert.getHref()} className={`${link} font-semibold`}>
              Größen-Alarm: neue Artikel in deiner Größe per E-Mail
            </Link>
          </p>
          {site !== undefined && (
            <p>
              <a href={`mailto:${site.shop.email}`} className={link}>
                {site.shop.email}
              </a>
            </p>
          )}
        </div>
        <nav aria-label="Rechtliches">
          <h2 className="mb-1 font-bold text-brand-800">Rechtliches</h2>
          <ul>
            {LEGAL_LINKS.map((entry) => (
              <li key={entry.href}>
                <Link to={entry.href} className={link}>
                  {entry.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={`${paths.withdrawal.getHref()}#vertrag-widerrufen`}
                className={`${link} font-semibold`}
              >
                Vertrag widerrufen
              </Link>
            </li>
            <li>
              <button
                type="button"
                onPointerDown={preloadConsentSettings}
                onFocus={preloadConsentSettings}
                onClick={openConsentSettings}
                className={`${link} text-left`}
              >
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label="Soziale Netzwerke">
          <h2 className="mb-1 font-bold text-brand-800">Folge uns</h2>
          <ul>
            {site !== undefined ? (
              <>
                <li>
                  <a
                    href={site.social.instagram}
                    className={link}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    Instagram<span className="sr-only"> (öffnet ein neues Fenster)</span>
                  </a>
                </li>
                <li>
                  <a
                    href={site.social.facebook}
                    className={link}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    Facebook<span className="sr-only"> (öffnet ein neues Fenster)</span>
                  </a>
                </li>
                <li>
                  <a
                    href={site.social.whatsapp}
                    className={link}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    WhatsApp<span className="sr-only"> (öffnet ein neues Fenster)</span>
                  </a>
                </li>
              </>
            ) : (
              <li className="text-muted">Instagram, Facebook und WhatsApp</li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
