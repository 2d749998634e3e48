import { Trash2 } from 'lucide-react';
import { sizeLabel } from '../../../../domain/product-display.ts';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { productPictureAlt } from '../../../lib/product-text.ts';
import type { CartItem } from '../lib/cart-items.ts';

interface DeleteItemDialogProps {
  item: CartItem;
  onConfirm: () => void;
  disabled?: boolean;
}

/** The cart row's remove button with the shop's delete confirmation. */
export function DeleteItemDialog({ item, onConfirm, disabled = false }: DeleteItemDialogProps) {
  const size = sizeLabel(item);
  return (
    <DeleteConfirmDialog
      trigger={
        <button
          type="button"
          disabled={disabled}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sale hover:bg-sale/10 disabled:opacity-40"
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <span className="sr-only">
            {item.category} {item.brand ?? ''} {size} entfernen
          </span>
        </button>
      }
      image={item.image}
      imageAlt={productPictureAlt(item)}
      heading={item.category}
      brand={item.brand}
      size={size}
      onConfirm={onConfirm}
    />
  );
}
