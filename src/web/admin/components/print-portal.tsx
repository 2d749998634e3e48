import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A page of its own for the printer: rendered straight into <body>, hidden on screen; when
 * printing, everything else (shop header, admin navigation, the screen version) is left out.
 */
const PRINT_CSS = `@media screen { [data-print-portal] { display: none !important; } }
@media print {
  body > *:not([data-print-portal]) { display: none !important; }
  html, body { background: #fff !important; }
  @page { margin: 15mm; }
}`;

export function PrintPortal({ children }: { children: ReactNode }) {
  return createPortal(
    <div data-print-portal="" className="text-ink">
      <style>{PRINT_CSS}</style>
      {children}
    </div>,
    document.body,
  );
}
