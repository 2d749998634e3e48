import { useConsentStore } from '../stores/consent-store.ts';

/**
 * What a tap on "Cookie-Einstellungen" shows while the settings' code is still on its way: without
 * it, a slow phone shows nothing for a while, and the visitor taps again or gives up.
 */
export function ConsentSettingsLoading() {
  const settingsOpen = useConsentStore((state) => state.settingsOpen);
  if (!settingsOpen) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-4 bottom-4 z-[70] mx-auto max-w-sm rounded-2xl bg-white px-4 py-3 text-center text-sm font-semibold text-brand-800 shadow-xl"
    >
      Cookie-Einstellungen werden geladen …
    </p>
  );
}
