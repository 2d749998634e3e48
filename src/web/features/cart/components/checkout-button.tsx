import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const CLASSES =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 py-2 font-semibold';

/** 'Zur Kasse': disabled with an empty cart (SPEC.md §5). */
export function CheckoutButton({
  disabled,
  onNavigate,
}: {
  disabled: boolean;
  onNavigate?: () => void;
}) {
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
      onClick={onNavigate}
      className={`${CLASSES} bg-brand-700 text-white hover:bg-brand-800`}
    >
      Zur Kasse
    </Link>
  );
}
