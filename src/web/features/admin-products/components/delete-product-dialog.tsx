import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminProduct } from '../../../../domain/api/admin-products.ts';
import { sizeLabel } from '../../../../domain/product-display.ts';
import {
  DELETE_DIALOG_CANCEL,
  DELETE_DIALOG_CONFIRM,
  DELETE_DIALOG_TITLE,
} from '../../../../domain/texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';

/** 'Artikel wirklich löschen?' with 'Ja' and 'Nein', showing picture, category, brand, size. */
export function DeleteProductDialog({
  product,
  onConfirm,
  disabled = false,
}: {
  product: AdminProduct;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const size = sizeLabel(product);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild disabled={disabled}>
        <Button variant="secondary" className="text-sale">
          <Trash2 aria-hidden="true" className="size-5" /> Artikel löschen
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(22rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-800">
            {DELETE_DIALOG_TITLE}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 flex items-center gap-3">
              <ResponsivePicture
                image={product.image}
                alt=""
                className="aspect-square w-20 shrink-0 rounded-xl"
              />
              <div>
                <p className="font-bold">
                  {product.category} · Nr. {product.itemNumber}
                </p>
                {product.brand !== null && <p className="text-sm text-muted">{product.brand}</p>}
                {size !== '' && <p className="text-sm text-muted">{size}</p>}
              </div>
            </div>
          </Dialog.Description>
          <div className="mt-5 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{DELETE_DIALOG_CANCEL}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {DELETE_DIALOG_CONFIRM}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
