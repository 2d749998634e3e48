import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useOpenedOnce } from './use-opened-once.ts';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A panel sliding in from a side: a Radix dialog, so focus is trapped, Escape closes it and focus
 * returns to the button that opened it.
 */
export function Drawer({
  open,
  onOpenChange,
  side,
  title,
  description,
  children,
  footer,
}: DrawerProps) {
  // Opened from anywhere (a header button, a product page): focus goes back where it came from.
  const returnFocus = useRef<HTMLElement | null>(null);
  // Nothing of the dialog until it first opens: a closed Radix dialog still updates its state
  // right after mounting, which re-renders at once, in the task that shows the page.
  const openedOnce = useOpenedOnce(open);
  if (!openedOnce) return null;
  const position =
    side === 'left'
      ? 'left-0 data-[state=open]:motion-safe:animate-[drawer-in-left_200ms_ease-out]'
      : 'right-0 data-[state=open]:motion-safe:animate-[drawer-in-right_200ms_ease-out]';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          className={`fixed top-0 bottom-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-white shadow-xl ${position}`}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target !== null && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-center justify-between border-b border-ink/10 px-4 py-3">
            <Dialog.Title className="text-xl font-bold text-brand-800">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Schließen</span>
            </Dialog.Close>
          </div>
          {description !== undefined && (
            <Dialog.Description className="sr-only">{description}</Dialog.Description>
          )}
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer !== undefined && <div className="border-t border-ink/10 px-4 py-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
