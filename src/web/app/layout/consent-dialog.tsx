import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';

/**
 * Cookie settings (LEGAL.md, § 25 TDDDG): the shop stores only what it needs (cart, reservation,
 * client id) without asking; the map of the pickup station is the one outside service and needs
 * consent. 'Ablehnen' is as prominent as 'Zustimmen'; the footer link reopens this at any time.
 */
export function ConsentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mapsConsent = useCartStore((state) => state.mapsConsent);
  const setMapsConsent = useCartStore((state) => state.setMapsConsent);
  const [maps, setMaps] = useState(mapsConsent);

  const save = (value: boolean) => {
    setMapsConsent(value);
    onOpenChange(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setMaps(useCartStore.getState().mapsConsent);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] max-h-[90dvh] w-[min(32rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-800">
            Cookie-Einstellungen
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed">
            Wir speichern in deinem Browser nur, was der Shop zum Funktionieren braucht: deinen
            Warenkorb, deine Reservierung und eine zufällige Kennung. Dafür brauchen wir keine
            Einwilligung. Dienste anderer Anbieter laden wir nur, wenn du zustimmst.
          </Dialog.Description>
          <fieldset className="mt-4 rounded-2xl bg-brand-50 p-4">
            <legend className="sr-only">Dienste</legend>
            <label className="flex items-start gap-3">
              <input type="checkbox" checked disabled className="mt-1 size-5 accent-brand-700" />
              <span>
                <span className="font-semibold">Notwendig</span>
                <span className="block text-sm text-muted">
                  Warenkorb, Reservierung, Kennung – immer aktiv.
                </span>
              </span>
            </label>
            <label className="mt-3 flex items-start gap-3">
              <input
                type="checkbox"
                checked={maps}
                onChange={(event) => setMaps(event.target.checked)}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="font-semibold">Karten (OpenStreetMap)</span>
                <span className="block text-sm text-muted">
                  Zeigt die Karte der Abholstation; dabei wird deine IP-Adresse an OpenStreetMap
                  übertragen.
                </span>
              </span>
            </label>
          </fieldset>
          <div className="mt-5 grid gap-2 sm:grid-cols-3">
            <Button variant="secondary" onClick={() => save(false)}>
              Ablehnen
            </Button>
            <Button variant="secondary" onClick={() => save(maps)}>
              Auswahl speichern
            </Button>
            <Button onClick={() => save(true)}>Zustimmen</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
