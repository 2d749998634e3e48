import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { sizeLabel } from '../../../../domain/product-display.ts';
import {
  DELETE_DIALOG_CANCEL,
  DELETE_DIALOG_CONFIRM,
  DELETE_DIALOG_TITLE,
} from '../../../../domain/texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { productPictureAlt } from '../../../lib/product-text.ts';
import type { CartItem } from '../lib/cart-items.ts';

export interface DeleteItemDialogProps {
  item: CartItem;
  onConfirm: () => void;
  disabled?: boolean;
}

/** 'Artikel wirklich löschen?' with 'Ja' and 'Nein', showing picture, category, brand, size. */
export function DeleteItemDialog({ item, onConfirm, disabled = false }: DeleteItemDialogProps) {
  const [open, setOpen] = useState(false);
  const size = sizeLabel(item);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        disabled={disabled}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sale hover:bg-sale/10 disabled:opacity-40"
      >
        <Trash2 aria-hidden="true" className="size-5" />
        <span className="sr-only">
          {item.category} {item.brand ?? ''} {size} entfernen
        </span>
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
                image={item.image}
                alt={productPictureAlt(item)}
                className="aspect-square w-20 shrink-0 rounded-xl"
              />
              <div>
                <p className="font-bold">{item.category}</p>
                {item.brand !== null && <p className="text-sm text-muted">{item.brand}</p>}
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
