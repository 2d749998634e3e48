// DHL's validation messages name a JSON path of the request ("shipments[0].consignee.postalCode")
// in English or in DHL's German; the admin reads which field of which address to fix.

export type DhlValidationMessage = {
  property?: unknown;
  validationMessage?: unknown;
  validationState?: unknown;
};

const PARTIES: Record<string, string> = {
  consignee: 'des Empfängers',
  shipper: 'des Absenders',
};

const FIELDS: Record<string, string> = {
  name1: 'Name',
  name2: 'Namenszusatz',
  addressStreet: 'Straße',
  addressHouse: 'Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  weight: 'Gewicht',
  billingNumber: 'Abrechnungsnummer',
  product: 'Produkt',
  shipDate: 'Versanddatum',
  refNo: 'Referenz',
  receiverId: 'Empfänger-ID der Retoure',
};

/** "consignee.postalCode" → "Postleitzahl des Empfängers"; null for a path it does not know. */
export function fieldLabel(property: string): string | null {
  const parts = property
    .replace(/^shipments\[\d+\]\.?/, '')
    .split('.')
    .filter((part) => part !== '' && part !== 'details' && part !== 'value' && part !== 'uom');
  const field = parts.at(-1);
  const party = parts.length > 1 ? PARTIES[parts[0] ?? ''] : undefined;
  if (field === undefined || FIELDS[field] === undefined) return null;
  if (parts.length > 1 && party === undefined) return null;
  return party === undefined ? FIELDS[field] : `${FIELDS[field]} ${party}`;
}

/**
 * The German sentence for DHL's errors (warnings are left out): "Postleitzahl des Empfängers ist
 * ungültig (DHL: …)." per field it knows, DHL's own text for the others.
 */
export function germanValidationText(messages: readonly DhlValidationMessage[]): string | null {
  const sentences = messages
    .filter((message) => String(message.validationState ?? 'Error').toLowerCase() === 'error')
    .map((message) => {
      const text = typeof message.validationMessage === 'string' ? message.validationMessage : '';
      const label = typeof message.property === 'string' ? fieldLabel(message.property) : null;
      if (label === null) return text === '' ? null : `${text.replace(/\.$/, '')}.`;
      return text === ''
        ? `${label} ist ungültig.`
        : `${label} ist ungültig (DHL: ${text.replace(/\.$/, '')}).`;
    })
    .filter((sentence): sentence is string => sentence !== null);
  return sentences.length === 0 ? null : [...new Set(sentences)].join(' ');
}

/** "Musterstraße 12a" → street and house number as DHL wants them apart; no number: all street. */
export function splitStreet(street: string): { addressStreet: string; addressHouse?: string } {
  const match = /^(.*?\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d*\s?[a-zA-Z]?)?)$/.exec(street.trim());
  if (!match?.[1] || !match[2]) return { addressStreet: street.trim() };
  return { addressStreet: match[1], addressHouse: match[2].replace(/\s+/g, '') };
}
