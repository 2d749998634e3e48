import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { ORDER_NOTICE_DELAY_MS } from '../../../../domain/constants.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Session flag: the notice was shown in this browser session. */
const ORDER_NOTICE_SESSION_KEY = 'kinderkiste-order-notice-shown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(ORDER_NOTICE_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(ORDER_NOTICE_SESSION_KEY, '1');
  } catch {
    // Storage blocked: the notice may show again, which is harmless.
  }
}

/**
 * The order-page notice (docs/product.md §2.3): 5 s after entering a /bestellung/ path, once per
 * session, a modal about delivery delays from the high order volume.
 */
export function OrderNoticeDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (alreadyShown()) return undefined;
    const timer = window.setTimeout(() => {
      if (alreadyShown()) return;
      markShown();
      setOpen(true);
    }, ORDER_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-800">
            Hinweis zur Lieferzeit
          </Dialog.Title>
          <Dialog.Description className="mt-3">
            Wegen der vielen Bestellungen kann es gerade etwas länger dauern, bis deine Bestellung
            bei dir ist. Wir packen so schnell wir können – danke für deine Geduld!
          </Dialog.Description>
          <div className="mt-5 flex justify-end">
            <Dialog.Close asChild>
              <Button>Verstanden</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
