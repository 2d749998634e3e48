import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { NO_CONSENT, type ConsentChoices, type ConsentService } from '../lib/consent-choices.ts';

/**
 * The visitor's consent per service (docs/product.md §3.2 `kinderkiste-consent`, §4.12), the one
 * source of truth for the banner, the cookie settings, the Google tag and the pickup map. Persisted
 * in localStorage: remembering a choice is strictly necessary storage (§ 25 Abs. 2 TDDDG).
 */
interface ConsentState {
  choices: ConsentChoices;
  /** When the visitor last chose in the banner or the settings (ISO); null: the banner asks. */
  decidedAt: string | null;
  /** The second layer (cookie settings) is open; not persisted. */
  settingsOpen: boolean;
}

interface ConsentActions {
  /** A choice from the banner or the settings: replaces every switch and closes the settings. */
  decide: (choices: ConsentChoices) => void;
  /** One switch from where the service is used (the map's own 'Karte laden'). */
  setService: (service: ConsentService, on: boolean) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

const CONSENT_STORAGE_KEY = 'kinderkiste-consent';

export const useConsentStore = create<ConsentState & ConsentActions>()(
  persist(
    (set) => ({
      choices: NO_CONSENT,
      decidedAt: null,
      settingsOpen: false,
      decide: (choices) =>
        set({ choices, decidedAt: new Date().toISOString(), settingsOpen: false }),
      setService: (service, on) =>
        set((state) => ({ choices: { ...state.choices, [service]: on } })),
      openSettings: () => set({ settingsOpen: true }),
      closeSettings: () => set({ settingsOpen: false }),
    }),
    {
      name: CONSENT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ choices, decidedAt }) => ({ choices, decidedAt }),
      // Only known switches, each true only when stored as true: a damaged entry means no consent.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<ConsentState>;
        const choices = { ...NO_CONSENT };
        for (const service of Object.keys(NO_CONSENT) as ConsentService[]) {
          choices[service] = stored.choices?.[service] === true;
        }
        const decidedAt = typeof stored.decidedAt === 'string' ? stored.decidedAt : null;
        // The same choices keep their object: a new one would re-render every component that
        // reads them as the app starts.
        const unchanged = (Object.keys(NO_CONSENT) as ConsentService[]).every(
          (service) => choices[service] === current.choices[service],
        );
        return { ...current, choices: unchanged ? current.choices : choices, decidedAt };
      },
    },
  ),
);
