import { PRICE_NOTICE, SHOP_NAME } from '../../lib/site.ts';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-ink/10 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-muted sm:px-6">
        <p className="font-semibold text-ink">{SHOP_NAME}</p>
        <p>{PRICE_NOTICE}</p>
      </div>
    </footer>
  );
}
