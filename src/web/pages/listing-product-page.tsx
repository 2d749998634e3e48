import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { ProductContent, parseItemNumber } from './product-content.tsx';
import { KEEP_SCROLL } from '../lib/scroll-restoration.ts';

/**
 * /shop/{category}/product/:itemNumber: the product in a dialog over its listing. Closing it
 * returns to the listing with its filters and scroll position.
 */
export function ListingProductPage() {
  const { itemNumber } = useParams();
  const { listingHref } = useOutletContext<{ listingHref: string }>();
  const navigate = useNavigate();
  const titleId = useId();

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        // Back to where the visitor came from when that was the listing; otherwise to the listing.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) void navigate(-1);
        else void navigate(listingHref, { replace: true, state: KEEP_SCROLL });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 bottom-0 z-50 overflow-y-auto bg-cream p-4 sm:inset-x-6 sm:top-6 sm:bottom-6 sm:mx-auto sm:max-w-6xl sm:rounded-3xl sm:p-8"
        >
          <Dialog.Title className="sr-only">Artikel</Dialog.Title>
          <div className="sticky top-0 z-20 flex justify-end">
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-ink/10 hover:bg-brand-50">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Schließen</span>
            </Dialog.Close>
          </div>
          <ProductContent
            itemNumber={parseItemNumber(itemNumber)}
            headingLevel={2}
            titleId={titleId}
            withHead
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
