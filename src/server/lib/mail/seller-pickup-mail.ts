import { formatGermanDay } from '../../../domain/calendar.ts';
import { bulletList, heading, paragraph, signature } from './html/mail-blocks.ts';
import { mailDocument } from './html/mail-layout.ts';
import { html } from './html/safe-html.ts';
import type { MailShop } from './legal-texts.ts';
import type { MailMessage } from './mailer.ts';

/** One item of the batch: its number, name and size, and why it comes back. */
export type PickupItem = {
  itemNumber: number;
  name: string;
  size: string;
  /** Null: its time in the shop is over; else why the owner did not take it in. */
  rejectionReason: string | null;
};

function itemLine(item: PickupItem): string {
  const what = [`Nr. ${item.itemNumber}`, item.name, item.size].filter(Boolean).join(' · ');
  const why =
    item.rejectionReason === null
      ? 'Zeit im Shop vorbei'
      : `nicht angenommen: ${item.rejectionReason}`;
  return `${what} (${why})`;
}

/**
 * The mail to a seller who chose to pick up her unsold items (decision 076): which items, until
 * when, where. One per batch, sent once.
 */
export function sellerPickupMail(
  input: {
    name: string;
    email: string;
    items: readonly PickupItem[];
    /** The last day to pick up, '2026-12-11'. */
    pickupUntil: string;
    siteUrl: string;
  },
  shop: MailShop,
): MailMessage {
  const count = input.items.length;
  const lines = input.items.map(itemLine);
  const intro =
    count === 1
      ? 'dieser Artikel ist bei uns nicht verkauft worden oder wir haben ihn nicht angenommen. Wie du es gewählt hast, kannst du ihn abholen:'
      : `diese ${count} Artikel sind bei uns nicht verkauft worden oder wir haben sie nicht angenommen. Wie du es gewählt hast, kannst du sie abholen:`;
  const until = formatGermanDay(input.pickupUntil);
  const where =
    `Bitte hol ${count === 1 ? 'ihn' : 'sie'} bis zum ${until} bei uns ab: ` +
    `${shop.name}, ${shop.street}, ${shop.postalCode} ${shop.city}. ` +
    `Sag uns am besten vorher kurz Bescheid, wann du kommst: ${shop.email} · ${shop.phone}.`;
  const after = 'Schaffst du es bis dahin nicht, antworte einfach auf diese Mail.';
  const text = `Hallo ${input.name},

${intro}

${lines.map((line) => `- ${line}`).join('\n')}

${where}

${after}

Viele Grüße
${shop.name}
${shop.email} · ${shop.phone}
`;
  const subject = `Deine Sachen zum Abholen bis ${until}`;
  const content = html`${heading('Deine Sachen zum Abholen')} ${paragraph(`Hallo ${input.name},`)}
  ${paragraph(intro)} ${bulletList(lines)} ${paragraph(where)} ${paragraph(after)}
  ${signature(shop)}`;
  return {
    to: input.email,
    subject,
    text,
    html: mailDocument({
      subject,
      preheader: `Abholen bis zum ${until}.`,
      content,
      shop,
      siteUrl: input.siteUrl,
    }),
    replyTo: shop.email,
  };
}
