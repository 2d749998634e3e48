/**
 * The box as the lists show it. Boxes are entered as 'Kiste 6' (as the demo shop and the pack
 * list name them) or just '6'; only a bare number gets the word, so nothing reads 'Kiste Kiste 6'.
 */
export function boxLabel(storageLocation: string | null): string | null {
  const box = storageLocation?.trim() ?? '';
  if (box === '') return null;
  return /^\d/.test(box) ? `Kiste ${box}` : box;
}
