/** DHL's heaviest parcel (Paket), in kg. */
export const MAX_PARCEL_KG = 31.5;

export type ParcelWeight = { ok: true; kg: number | undefined } | { ok: false; message: string };

/**
 * The weight field of the label panel, typed German style ("1,5"): empty means DHL's default of
 * the shop (1 kg), anything else must be a weight DHL takes.
 */
export function parseParcelWeight(text: string): ParcelWeight {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, kg: undefined };
  if (!/^\d{1,2}([.,]\d{1,3})?$/.test(trimmed)) {
    return { ok: false, message: 'Bitte gib das Gewicht in kg an, z. B. 1,5.' };
  }
  const kg = Number(trimmed.replace(',', '.'));
  if (kg <= 0) return { ok: false, message: 'Das Gewicht muss größer als 0 sein.' };
  if (kg > MAX_PARCEL_KG) return { ok: false, message: 'DHL nimmt höchstens 31,5 kg.' };
  return { ok: true, kg };
}
