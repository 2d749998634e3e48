import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCartCheck } from '../hooks/use-cart-check.ts';

const CLASSES =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 py-2 font-semibold';

/**
 * 'Zur Kasse': disabled with an empty cart (docs/product.md §5.3). The cart is checked first;
 * checkout starts only when the check succeeds and nothing changed (a changed cart shows the update
 * notice and stays, so the customer sees the new cart before paying).
 */
export function CheckoutButton({
  disabled,
  onNavigate,
}: {
  disabled: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { check, checking } = useCartCheck();
  if (disabled) {
    return (
      <button
        type="button"
        disabled
        className={`${CLASSES} cursor-not-allowed bg-brand-700/60 text-white`}
      >
        Zur Kasse
      </button>
    );
  }
  return (
    <Link
      to={paths.checkoutUserData.getHref()}
      aria-disabled={checking}
      onClick={(event) => {
        event.preventDefault();
        if (checking) return;
        void check().then((result) => {
          if (result !== 'unchanged') return;
          onNavigate?.();
          void navigate(paths.checkoutUserData.getHref());
        });
      }}
      className={`${CLASSES} bg-brand-700 text-white hover:bg-brand-800 ${checking ? 'opacity-70' : ''}`}
    >
      Zur Kasse
    </Link>
  );
}
