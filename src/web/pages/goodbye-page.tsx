import { Mail, MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Link } from '../components/ui/link.tsx';
import { GoodbyeLogo } from '../features/closing/components/goodbye-logo.tsx';
import { useSiteInfo } from '../lib/get-site-info.ts';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { SHOP_NAME } from '../lib/site.ts';

// The legal pages stay open after closing (paths.ts, LEGAL_PAGES_KEPT_WHEN_CLOSED).
const LEGAL_LINKS = [
  { label: 'Impressum', href: paths.imprint.getHref() },
  { label: 'Datenschutz', href: paths.privacy.getHref() },
  { label: 'AGB', href: paths.terms.getHref() },
  { label: 'Vertrag widerrufen', href: paths.withdrawal.getHref() },
];

/** Closing mode (docs/product.md §1.3): thanks, how to reach us, and the legal pages. */
export function GoodbyePage() {
  const navigate = useNavigate();
  const { data: site } = useSiteInfo();
  const link =
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-4 py-12 text-center">
      <PageHead />
      <GoodbyeLogo onGesture={() => void navigate(paths.adminDashboard.getHref())} />
      <h1 className="text-4xl font-extrabold tracking-tight text-brand-800">
        Danke für die schöne Zeit!
      </h1>
      <p className="text-lg leading-relaxed">
        {SHOP_NAME} hat seine Türen geschlossen. Von Herzen danke an alle Familien, die bei uns
        gestöbert, gekauft und verkauft haben – ihr habt unzähligen Kindersachen ein zweites Leben
        geschenkt.
      </p>
      <p className="text-lg">
        Du hast noch eine Frage zu einer Bestellung? Melde dich gern bei uns:
      </p>
      {site !== undefined && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={site.social.whatsapp} className={link}>
            <MessageCircle aria-hidden="true" className="size-5" />
            Nachricht per WhatsApp
          </a>
          <a href={`mailto:${site.shop.email}`} className={link}>
            <Mail aria-hidden="true" className="size-5" />
            E-Mail schreiben
          </a>
        </div>
      )}
      {site !== undefined && <p className="text-muted">{site.shop.email}</p>}
      <nav aria-label="Rechtliches" className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {LEGAL_LINKS.map(({ label, href }) => (
          <Link key={href} to={href} className="inline-flex min-h-11 items-center underline">
            {label}
          </Link>
        ))}
      </nav>
    </main>
  );
}
