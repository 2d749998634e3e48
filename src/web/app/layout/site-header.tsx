import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { SHOP_NAME, SHOP_TAGLINE } from '../../lib/site.ts';

export function SiteHeader() {
  return (
    <header className="border-b border-ink/10 bg-white/90">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="group flex items-center gap-3 rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <LogoMark />
          <span className="flex flex-col leading-tight">
            <span className="text-xl font-extrabold tracking-tight text-brand-800 group-hover:text-brand-700">
              {SHOP_NAME}
            </span>
            <span className="text-sm text-muted">{SHOP_TAGLINE}</span>
          </span>
        </Link>
      </div>
    </header>
  );
}

/** A little toy box: decorative, the shop's name next to it is the link text. */
function LogoMark() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
      <rect x="4" y="14" width="32" height="22" rx="5" className="fill-brand-700" />
      <rect x="2" y="9" width="36" height="8" rx="3" className="fill-sun-400" />
      <circle cx="14" cy="25" r="3" className="fill-sun-100" />
      <circle cx="26" cy="25" r="3" className="fill-sun-100" />
      <path
        d="M15 31 q5 3 10 0"
        className="fill-none stroke-sun-100"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
