import { Heart } from 'lucide-react';
import { Link } from '../../../components/ui/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useWishListStore } from '../stores/wish-list-store.ts';

/** The header's link to the Merkliste, with a badge counting its items. */
export function WishListLink() {
  const count = useWishListStore((state) => state.entries.length);
  return (
    <Link
      to={paths.wishList.getHref()}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
    >
      <Heart aria-hidden="true" className="size-6" />
      <span className="sr-only">Merkliste, {count === 1 ? '1 Artikel' : `${count} Artikel`}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="wish-list-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-sale px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
