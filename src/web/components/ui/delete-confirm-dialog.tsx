import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactElement } from 'react';
import type { ProductImage } from '../../../domain/api/product.ts';
import {
  DELETE_DIALOG_CANCEL,
  DELETE_DIALOG_CONFIRM,
  DELETE_DIALOG_TITLE,
} from '../../../domain/texts.ts';
import { Button } from './button.tsx';
import { ResponsivePicture } from './responsive-picture.tsx';

/**
 * docs/product.md §2.7: 'Artikel wirklich löschen?' with 'Ja' and 'Nein', showing the item's
 * picture, category, brand and size. One dialog for the cart and the admin article page.
 */
export function DeleteConfirmDialog({
  trigger,
  image,
  imageAlt,
  heading,
  brand,
  size,
  onConfirm,
}: {
  /** The button that opens the dialog (rendered as the dialog's trigger). */
  trigger: ReactElement;
  image: ProductImage | null;
  imageAlt: string;
  heading: string;
  brand: string | null;
  /** 'Gr. 86' or 'Hutgr. 45–49'; empty when the item has no size. */
  size: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(22rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-800">
            {DELETE_DIALOG_TITLE}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 flex items-center gap-3">
              <ResponsivePicture
                image={image}
                alt={imageAlt}
                className="aspect-square w-20 shrink-0 rounded-xl"
              />
              <div>
                <p className="font-bold">{heading}</p>
                {brand !== null && <p className="text-sm text-muted">{brand}</p>}
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
