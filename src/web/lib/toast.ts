/**
 * Toasts (SPEC.md §2). The toast library loads with the first toast and the toaster right after
 * the first paint (app/providers.tsx), which keeps both out of the first download of every page.
 */
type Kind = 'success' | 'info' | 'error';

function show(kind: Kind, message: string): void {
  void import('sonner').then(({ toast: sonnerToast }) => sonnerToast[kind](message));
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
};
