/**
 * Printing a list: only the page's own content goes on paper, without the shop's header,
 * footer, admin navigation and buttons (elements marked `print:hidden`).
 */
const PRINT_CSS = `@media print {
  body header, body footer, body [data-toaster] { display: none !important; }
  body main { padding: 0 !important; max-width: none !important; }
  html, body { background: #fff !important; }
  @page { margin: 12mm; }
}`;

export function PrintOnlyContent() {
  return <style>{PRINT_CSS}</style>;
}
