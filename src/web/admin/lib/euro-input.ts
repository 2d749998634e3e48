/** German amount text ('4,99', '4.99', '5', '12,50 €') as euros, or null when it is no amount. */
export function parseEuroInput(text: string): number | null {
  const trimmed = text.trim().replace(/\s*€$/, '');
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
