import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  acceptOffered,
  offeredServices,
  SERVICE_TEXTS,
  type GoogleTagIds,
} from '../lib/consent-services.ts';
import { NO_CONSENT, type ConsentChoices } from '../lib/consent-choices.ts';
import { useConsentStore } from '../stores/consent-store.ts';

/**
 * The consent widget's two layers (docs/product.md §4.12, §10.1; § 25 TDDDG). First layer: a banner
 * at the bottom with 'Ablehnen' and 'Akzeptieren' side by side, alike in size and colour, and a way
 * to the second layer: the cookie settings with one switch per service, also opened from the
 * footer.
 */
export interface ConsentLayersProps {
  google: GoogleTagIds;
  showBanner: boolean;
}

export function ConsentLayers({ google, showBanner }: ConsentLayersProps) {
  const settingsOpen = useConsentStore((state) => state.settingsOpen);
  return (
    <>
      {showBanner && !settingsOpen && <ConsentBanner google={google} />}
      <ConsentSettingsDialog google={google} open={settingsOpen} />
    </>
  );
}

function ConsentBanner({ google }: { google: GoogleTagIds }) {
  const decide = useConsentStore((state) => state.decide);
  const openSettings = useConsentStore((state) => state.openSettings);
  const names = offeredServices(google).map((service) => SERVICE_TEXTS[service].name);
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink/10 bg-white shadow-[0_-8px_24px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6">
        <div className="flex-1 text-sm leading-relaxed">
          <h2 id="consent-banner-title" className="text-base font-bold text-brand-800">
            Deine Einwilligung
          </h2>
          {/* Short blocks, the services as a list: a phone reads them more easily than one
              block, and none of them is larger than the page's own content. The banner comes
              3 s after load (docs/product.md §2.6); a larger block would become the page's "largest
              paint" then, although it is not the page's content (e2e/largest-paint.spec.ts). */}
          <p className="mt-1">Mit deiner Zustimmung nutzen wir:</p>
          <ul className="list-disc pl-5">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>Ohne Zustimmung findet nichts davon statt.</p>
          <p className="mt-1">Deine Wahl kannst du jederzeit ändern:</p>
          <p>„Cookie-Einstellungen“ unten auf jeder Seite.</p>
          <button
            type="button"
            onClick={openSettings}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Einstellungen
          </button>
        </div>
        <div className="grid grid-cols-2 gap-2 md:w-96">
          <Button onClick={() => decide(NO_CONSENT)}>Ablehnen</Button>
          <Button onClick={() => decide(acceptOffered(google))}>Akzeptieren</Button>
        </div>
      </div>
    </section>
  );
}

function ConsentSettingsDialog({ google, open }: { google: GoogleTagIds; open: boolean }) {
  const stored = useConsentStore((state) => state.choices);
  const decide = useConsentStore((state) => state.decide);
  const closeSettings = useConsentStore((state) => state.closeSettings);
  const [draft, setDraft] = useState<ConsentChoices>(stored);
  const [wasOpen, setWasOpen] = useState(open);
  // Every opening starts from the stored choice, not from an abandoned draft.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(stored);
  }
  const offered = offeredServices(google);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeSettings()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] max-h-[90dvh] w-[min(34rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-800">
            Cookie-Einstellungen
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-relaxed">
            Ohne Einwilligung speichern wir in deinem Browser nur, was der Shop zum Funktionieren
            braucht: deinen Warenkorb, deine Reservierung mit ihrer Kennung und diese Auswahl.
            Unsere Shop-Statistik und Dienste anderer Anbieter laufen nur, wenn du sie hier
            einschaltest; du kannst sie jederzeit wieder ausschalten.
          </Dialog.Description>
          <fieldset className="mt-4 flex flex-col gap-3 rounded-2xl bg-brand-50 p-4">
            <legend className="sr-only">Dienste</legend>
            <label className="flex items-start gap-3">
              <input type="checkbox" checked disabled className="mt-1 size-5 accent-brand-700" />
              <span>
                <span className="font-semibold">Notwendig</span>
                <span className="block text-sm text-muted">
                  Warenkorb, Reservierung und ihre Kennung, deine Auswahl – immer aktiv.
                </span>
              </span>
            </label>
            {offered.map((service) => (
              <label key={service} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  role="switch"
                  checked={draft[service]}
                  onChange={(event) => setDraft({ ...draft, [service]: event.target.checked })}
                  className="mt-1 size-5 accent-brand-700"
                />
                <span>
                  <span className="font-semibold">{SERVICE_TEXTS[service].name}</span>
                  <span className="block text-sm text-muted">
                    {SERVICE_TEXTS[service].description}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="mt-5 grid gap-2 sm:grid-cols-3">
            <Button onClick={() => decide(NO_CONSENT)}>Ablehnen</Button>
            <Button variant="secondary" onClick={() => decide(draft)}>
              Auswahl speichern
            </Button>
            <Button onClick={() => decide(acceptOffered(google))}>Allen zustimmen</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
