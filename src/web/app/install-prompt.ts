import { useSyncExternalStore } from 'react';

/**
 * Chrome and Edge offer installing the web app with a `beforeinstallprompt` event, often before
 * the /webapp page has loaded. It is kept here from the start, so that page can offer its own
 * install button (docs/product.md §2.2, /webapp).
 */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chrome's own banner away; the browser menu and the /webapp page still offer it.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

/** Shows the browser's install dialog; the offer is used up either way. */
async function install(): Promise<void> {
  const event = offered;
  if (!event) return;
  offered = null;
  changed();
  await event.prompt();
}

/** The install action while the browser offers one, else null. */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offered !== null,
    () => false,
  );
  return available ? install : null;
}
