// The settings the owner changes on /admin/einstellungen (decision 056): which ones, their German
// labels, and what each expects in words. The rules themselves are the configuration's
// (server/config.ts): a value typed here is checked exactly as the same environment variable.
// Secrets (API keys, passwords) and what the running processes are built around (addresses,
// ports, storage, the payment and DHL modes) stay in the environment only.

export type SettingInput =
  | 'text'
  | 'email'
  | 'digits'
  | 'number'
  | 'month'
  | 'paymentMethods'
  /** 'true' or 'false', shown as a checkbox. */
  | 'yesNo';

export interface SettingDefinition {
  /** The environment variable of the same meaning; set there, it wins (decision 056). */
  key: string;
  label: string;
  /** What a valid value looks like, said to the owner when hers is not one. */
  expects: string;
  input: SettingInput;
  /** May be left empty (then the shop's default or nothing applies). */
  optional?: boolean;
  /** What leaving it empty means, said under the field. */
  hint?: string;
}

export interface SettingGroup {
  title: string;
  description: string;
  settings: readonly SettingDefinition[];
}

const account = (key: string, label: string): SettingDefinition => ({
  key,
  label,
  expects: '4 bis 8 Ziffern, so viele wie die Sachkontenlänge, nicht mit 0 beginnend',
  input: 'digits',
});

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Impressum und Anbieterangaben',
    description:
      'Wer den Shop betreibt: steht im Impressum, auf Rechnungen, in jeder Mail und als Absender auf DHL-Etiketten.',
    settings: [
      { key: 'SHOP_OWNER', label: 'Inhaberin / Inhaber', expects: 'ein Name', input: 'text' },
      {
        key: 'SHOP_STREET',
        label: 'Straße und Hausnummer',
        expects: 'eine Anschrift',
        input: 'text',
      },
      {
        key: 'SHOP_POSTAL_CODE',
        label: 'Postleitzahl',
        expects: 'eine Postleitzahl',
        input: 'text',
      },
      { key: 'SHOP_CITY', label: 'Ort', expects: 'ein Ort', input: 'text' },
      { key: 'SHOP_COUNTRY', label: 'Land', expects: 'ein Land', input: 'text' },
      {
        key: 'SHOP_EMAIL',
        label: 'E-Mail-Adresse',
        expects: 'eine E-Mail-Adresse wie hallo@beispiel.de',
        input: 'email',
      },
      { key: 'SHOP_PHONE', label: 'Telefon', expects: 'eine Telefonnummer', input: 'text' },
      {
        key: 'SHOP_TAX_ID',
        label: 'Steuernummer oder USt-IdNr.',
        expects: 'eine Steuernummer, oder leer lassen',
        input: 'text',
        optional: true,
        hint: 'Leer lassen, solange du keine hast.',
      },
    ],
  },
  {
    title: 'Bezahlung',
    description: 'Welche Zahlungsarten die Kasse anbietet.',
    settings: [
      {
        key: 'PAYMENT_METHODS',
        label: 'Angebotene Zahlungsarten',
        expects: 'mindestens eine Zahlungsart',
        input: 'paymentMethods',
      },
    ],
  },
  {
    title: 'Verkäuferinnen und Sortiment',
    description:
      'Der Anteil der Verkäuferinnen am Verkaufspreis, wann Preise sinken und wann Artikel aussortiert werden.',
    settings: [
      {
        key: 'SELLER_SHARE_PERCENT',
        label: 'Anteil der Verkäuferin in %',
        expects: 'eine ganze Zahl von 0 bis 100',
        input: 'number',
      },
      {
        key: 'SORT_OUT_DAYS',
        label: 'Aussortieren nach … Tagen online',
        expects: 'eine ganze Zahl von 1 bis 3650',
        input: 'number',
      },
      {
        key: 'PRICE_STEPS',
        label: 'Preisstufen (Tage online : Prozent weniger)',
        expects:
          'Paare aus Tagen und Prozent, durch Komma getrennt, z. B. 60:20, 90:40; Tage und Prozent steigend, höchstens 90 %, alle Stufen vor dem Aussortieren',
        input: 'text',
        optional: true,
        hint: '60:20, 90:40 heißt: ab dem 60. Tag online 20 % weniger, ab dem 90. Tag 40 % weniger als der eingegebene Preis. Leer lassen: Preise bleiben, wie du sie eingibst.',
      },
      {
        key: 'PICKUP_DAYS',
        label: 'Abholen innerhalb von … Tagen',
        expects: 'eine ganze Zahl von 1 bis 90',
        input: 'number',
        hint: 'So lange hat eine Verkäuferin, die ihre Sachen abholt, nach unserer Mail Zeit.',
      },
      {
        key: 'SELLER_SIGNUP_AUTO_APPROVE',
        label: 'Neue Verkäuferinnen ohne meine Freigabe aufnehmen',
        expects: 'ja oder nein',
        input: 'yesNo',
        hint: 'Aus: Wer sich auf „Kleidung verkaufen“ anmeldet und die E-Mail bestätigt, wartet in der Verkäuferliste auf deine Freigabe.',
      },
      {
        key: 'MIN_ITEM_EUROS',
        label: 'Wir nehmen Artikel ab … € (angemeldete Taschen)',
        expects: 'ganze Euro von 0 bis 100',
        input: 'number',
      },
    ],
  },
  {
    title: 'Auszahlungen an Verkäuferinnen',
    description:
      'Von welchem Konto die Auszahlungen per SEPA-Überweisung gehen und ab welchem Guthaben eine Verkäuferin ausgezahlt wird.',
    settings: [
      {
        key: 'PAYOUT_MINIMUM_EUROS',
        label: 'Auszahlung ab … Euro',
        expects: 'eine ganze Zahl von 1 bis 1000',
        input: 'number',
      },
      {
        key: 'SHOP_IBAN',
        label: 'IBAN des Shop-Kontos',
        expects: 'eine gültige IBAN wie DE89 3704 0044 0532 0130 00',
        input: 'text',
        optional: true,
        hint: 'Ohne IBAN gibt es keine Überweisungsdatei.',
      },
      {
        key: 'SHOP_BIC',
        label: 'BIC des Shop-Kontos',
        expects: 'eine BIC mit 8 oder 11 Zeichen, oder leer lassen',
        input: 'text',
        optional: true,
        hint: 'Kann leer bleiben: deutsche Banken brauchen nur die IBAN.',
      },
      {
        key: 'SHOP_ACCOUNT_HOLDER',
        label: 'Kontoinhaberin / Kontoinhaber',
        expects: 'ein Name, oder leer lassen',
        input: 'text',
        optional: true,
        hint: 'Leer lassen, wenn das Konto auf die Inhaberin des Shops läuft.',
      },
    ],
  },
  {
    title: 'DATEV-Export für die Steuerberatung',
    description:
      'Beraternummer und Mandantennummer bekommst du von deiner Steuerberatung; die Konten sind für SKR03 voreingestellt.',
    settings: [
      {
        key: 'DATEV_CONSULTANT_NUMBER',
        label: 'Beraternummer',
        expects: '4 bis 7 Ziffern, ab 1001',
        input: 'digits',
        optional: true,
        hint: 'Ohne Berater- und Mandantennummer gibt es keinen DATEV-Export.',
      },
      {
        key: 'DATEV_CLIENT_NUMBER',
        label: 'Mandantennummer',
        expects: '1 bis 5 Ziffern, ab 1',
        input: 'digits',
        optional: true,
        hint: 'Ohne Berater- und Mandantennummer gibt es keinen DATEV-Export.',
      },
      {
        key: 'DATEV_FISCAL_YEAR_START',
        label: 'Wirtschaftsjahr beginnt im Monat',
        expects: 'ein Monat von 1 bis 12',
        input: 'month',
      },
      {
        key: 'DATEV_ACCOUNT_LENGTH',
        label: 'Sachkontenlänge',
        expects: 'eine Zahl von 4 bis 8',
        input: 'number',
      },
      account('DATEV_ACCOUNT_REVENUE', 'Erlöskonto'),
      account('DATEV_ACCOUNT_CASH', 'Kasse'),
      account('DATEV_ACCOUNT_PAYPAL', 'PayPal-Konto'),
      account('DATEV_ACCOUNT_KLARNA', 'Klarna-Konto'),
      account('DATEV_ACCOUNT_VOUCHERS', 'Gutscheinkonto'),
      account('DATEV_ACCOUNT_BANK', 'Bankkonto (Auszahlungen)'),
      account('DATEV_ACCOUNT_CONSIGNOR_PAYABLES', 'Konto Verbindlichkeiten Kommissionsware'),
    ],
  },
];

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = SETTING_GROUPS.flatMap(
  (group) => group.settings,
);

export const SETTING_KEYS: readonly string[] = SETTING_DEFINITIONS.map((setting) => setting.key);

export function settingDefinition(key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((setting) => setting.key === key);
}

/** "Beraternummer: erwartet 4 bis 7 Ziffern, ab 1001." — the message naming the field. */
export function settingRefusal(key: string, detail?: string): string {
  const setting = settingDefinition(key);
  if (!setting) return 'Diese Einstellung gibt es nicht.';
  return `${setting.label}: erwartet ${setting.expects}.${detail ? ` ${detail}` : ''}`;
}
