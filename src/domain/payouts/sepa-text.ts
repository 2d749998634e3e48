// Text in a SEPA file may use only the Latin character set the EPC guidelines allow
// (a–z A–Z 0–9 / - ? : ( ) . , ' + and space). German names are written the way banks write
// them (ä → ae, ß → ss); other accents lose their mark (é → e); anything else becomes a space.

const GERMAN: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  // Letters that carry no separable accent.
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  đ: 'd',
  Đ: 'D',
  '&': '+',
};

const SEPA_CHARACTER = /[a-zA-Z0-9/\-?:().,'+ ]/;

/** The text in the SEPA character set, spaces collapsed, cut to `maxLength` characters. */
export function sepaText(text: string, maxLength: number): string {
  const written = [...text]
    .map((character) => GERMAN[character] ?? character)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const allowed = [...written]
    .map((character) => (SEPA_CHARACTER.test(character) ? character : ' '))
    .join('');
  return allowed.replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId): SEPA characters without spaces, never starting
 * or ending with '/' nor holding '//' (EPC usage rule), at most 35 characters.
 */
export function sepaIdentifier(text: string): string {
  const id = sepaText(text, 35)
    .replace(/ /g, '-')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
  if (id === '') throw new Error('A SEPA identifier needs at least one allowed character');
  return id;
}
