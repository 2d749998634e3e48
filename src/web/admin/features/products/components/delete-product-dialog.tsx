import { Trash2 } from 'lucide-react';
import type { AdminProduct } from '../../../../../domain/api/admin-products.ts';
import { sizeLabel } from '../../../../../domain/product-display.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { DeleteConfirmDialog } from '../../../../components/ui/delete-confirm-dialog.tsx';

/** The admin article page's delete button with the shop's delete confirmation. */
export function DeleteProductDialog({
  product,
  onConfirm,
  disabled = false,
}: {
  product: AdminProduct;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  return (
    <DeleteConfirmDialog
      trigger={
        <Button variant="secondary" className="text-sale" disabled={disabled}>
          <Trash2 aria-hidden="true" className="size-5" /> Artikel löschen
        </Button>
      }
      image={product.image}
      imageAlt=""
      heading={`${product.category} · Nr. ${product.itemNumber}`}
      brand={product.brand}
      size={sizeLabel(product)}
      onConfirm={onConfirm}
    />
  );
}
