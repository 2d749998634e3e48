import { RETURN_RIGHT_DAYS } from '../../../domain/constants.ts';
import { WARRANTY_TEXT } from '../../../domain/legal-terms.ts';

/** The shop's identity as mails need it (Config['shop']). */
export type MailShop = {
  name: string;
  owner: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  /** Tax number for invoices, if the shop has one. */
  taxId?: string | null;
};

export const SMALL_BUSINESS_NOTE =
  'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).';

/**
 * The warranty in the order confirmation (Art. 246a § 1 Abs. 1 Nr. 8 EGBGB: the statutory
 * warranty exists): the statutory two years, also for used goods (decision 035).
 */
export const WARRANTY_NOTE = `Gewährleistung: ${WARRANTY_TEXT}`;

function shopAddress(shop: MailShop): string {
  return `${shop.owner}, ${shop.name}, ${shop.street}, ${shop.postalCode} ${shop.city}, ${shop.country}, E-Mail: ${shop.email}, Telefon: ${shop.phone}`;
}

/** Widerrufsbelehrung for goods (Anlage 1 zu Art. 246a § 1 EGBGB), with the withdrawal button. */
export function withdrawalInstructions(shop: MailShop, withdrawUrl: string): string {
  return `WIDERRUFSBELEHRUNG

Widerrufsrecht
Du hast das Recht, binnen ${RETURN_RIGHT_DAYS} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.
Die Widerrufsfrist beträgt ${RETURN_RIGHT_DAYS} Tage ab dem Tag, an dem du oder ein von dir benannter Dritter,
der nicht der Beförderer ist, die Waren in Besitz genommen hast bzw. hat.

Um dein Widerrufsrecht auszuüben, musst du uns (${shopAddress(shop)}) mittels einer eindeutigen
Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen
Vertrag zu widerrufen, informieren. Am einfachsten nutzt du unsere Widerrufsfunktion
„Vertrag widerrufen“ unter ${withdrawUrl} – dort gibst du deinen Namen, deine Bestellnummer und deine
E-Mail-Adresse an und bestätigst mit „Widerruf bestätigen“; wir senden dir sofort eine
Eingangsbestätigung per E-Mail. Du kannst dafür auch das beigefügte Muster-Widerrufsformular
verwenden, das jedoch nicht vorgeschrieben ist.
Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des
Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.

Folgen des Widerrufs
Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir erhalten haben,
einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass
du eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt
hast), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die
Mitteilung über deinen Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung
verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es
sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen
dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren
wieder zurückerhalten haben oder bis du den Nachweis erbracht hast, dass du die Waren
zurückgesandt hast, je nachdem, welches der frühere Zeitpunkt ist.
Du hast die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem
du uns über den Widerruf dieses Vertrags unterrichtest, an uns (${shop.name}, ${shop.street},
${shop.postalCode} ${shop.city}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn du
die Waren vor Ablauf der Frist von vierzehn Tagen absendest.
Du trägst die unmittelbaren Kosten der Rücksendung der Waren.
Du musst für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen
zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang
mit ihnen zurückzuführen ist.

MUSTER-WIDERRUFSFORMULAR
(Wenn du den Vertrag widerrufen willst, dann fülle bitte dieses Formular aus und sende es zurück.)

An: ${shopAddress(shop)}

Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der
folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)

Bestellt am (*)/erhalten am (*)
Name des/der Verbraucher(s)
Anschrift des/der Verbraucher(s)
Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
Datum

(*) Unzutreffendes streichen.`;
}
