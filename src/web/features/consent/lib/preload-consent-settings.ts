/**
 * Starts loading the cookie settings' code, the widget and its layers, side by side, as soon as a
 * finger or the keyboard reaches a button that opens them. Left to the tap itself, the two chunks
 * load one after the other (the widget asks for its layers only once it runs), which on a slow
 * phone is a wait of seconds after the tap. A failed load is left to the lazy components, which
 * render nothing then (consent-widget.tsx).
 */
export function preloadConsentSettings(): void {
  void import('../components/consent-widget.tsx').catch(() => undefined);
  void import('../components/consent-layers.tsx').catch(() => undefined);
}
