import { electronicFormatIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

// A seller's IBAN, checked with ibantools (decision 072): country, length, BBAN format and the
// ISO 7064 check digits. The owner types it with or without spaces, in any case.

export const IBAN_MESSAGES = {
  missing: 'Bitte gib eine IBAN ein.',
  country: 'Diese IBAN hat kein gültiges Länderkennzeichen (z. B. DE).',
  length: 'Diese IBAN hat nicht die richtige Länge für ihr Land.',
  checksum:
    'Die Prüfziffern dieser IBAN stimmen nicht. Bitte vergleiche sie Zeichen für Zeichen mit der Bankkarte oder dem Kontoauszug.',
  format: 'Diese IBAN ist nicht gültig. Bitte prüfe sie noch einmal.',
  notSepa: 'Auszahlungen gehen nur auf Konten im SEPA-Raum.',
} as const;

export type IbanCheck = { ok: true; iban: string } | { ok: false; message: string };

/** The IBAN in its electronic form (DE89370400440532013000), or the German reason it is none. */
export function checkIban(input: string): IbanCheck {
  const iban = electronicFormatIBAN(input.replace(/[\s-]/g, '')) ?? '';
  if (iban === '') return { ok: false, message: IBAN_MESSAGES.missing };
  const result = validateIBAN(iban);
  if (!result.valid) {
    const errors = result.errorCodes;
    if (errors.includes(ValidationErrorsIBAN.NoIBANCountry))
      return { ok: false, message: IBAN_MESSAGES.country };
    if (errors.includes(ValidationErrorsIBAN.WrongBBANLength))
      return { ok: false, message: IBAN_MESSAGES.length };
    if (
      errors.includes(ValidationErrorsIBAN.WrongIBANChecksum) ||
      errors.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)
    )
      return { ok: false, message: IBAN_MESSAGES.checksum };
    return { ok: false, message: IBAN_MESSAGES.format };
  }
  if (!isSEPACountry(iban.slice(0, 2))) return { ok: false, message: IBAN_MESSAGES.notSepa };
  return { ok: true, iban };
}

/**
 * 'DE89 **** **** **** **** 3000': country and check digits, a group of stars per four hidden
 * characters (so the length shows roughly), and the last four.
 */
export function maskIban(iban: string): string {
  const hiddenGroups = Math.ceil(Math.max(iban.length - 8, 0) / 4);
  return [iban.slice(0, 4), ...Array<string>(hiddenGroups).fill('****'), iban.slice(-4)].join(' ');
}
