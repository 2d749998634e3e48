import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type MailAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Shown inside the HTML part as <img src="cid:…"> instead of as an attachment. */
  cid?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /**
   * The same mail as HTML in the shop's look (decision 057), sent beside the text as
   * multipart/alternative; the text stays the record and what plain mail programs show.
   */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * The work this mail is (a follow-up's key, decision 054). Sent again under the same key after
   * a crash, it keeps its Message-ID, so mail programs show it once, and the outbox folder
   * writes it once.
   */
  key?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailerOptions = {
  /** smtp://… or smtps://…; unset: every mail is written to `outboxDir` as an .eml file. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
};

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 24);

/** The mail's domain for its Message-ID: the sender's, else the shop's own placeholder. */
function messageIdOf(key: string | undefined, from: string): string | undefined {
  if (key === undefined) return undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'shop.invalid';
  return `<${keyHash(key)}@${domain}>`;
}

/** Mail via nodemailer: SMTP when configured, otherwise .eml files in DATA_DIR/outbox. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ key, ...message }) {
        await transport.sendMail({
          from: options.from,
          messageId: messageIdOf(key, options.from),
          ...message,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  // Names sort in sending order: the time, then a counter for mails of the same millisecond.
  let sent = 0;
  return {
    async send({ key, ...message }) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      // The same work written before (the process died before it was marked done): once is enough.
      const suffix = key === undefined ? randomUUID().slice(0, 8) : keyHash(key);
      if (key !== undefined) {
        const existing = await fs.readdir(options.outboxDir);
        if (existing.some((name) => name.endsWith(`-${suffix}.eml`))) return;
      }
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const sequence = String((sent += 1)).padStart(6, '0');
      const info = await transport.sendMail({
        from: options.from,
        messageId: messageIdOf(key, options.from),
        ...message,
      });
      const file = path.join(options.outboxDir, `${stamp}-${sequence}-${suffix}.eml`);
      // Written under a temporary name and renamed, so a reader never sees half a mail.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
  };
}

/** The mailer the configuration asks for: SMTP_URL, MAIL_FROM, else the outbox in DATA_DIR. */
export function createMailerFromConfig(config: Config): Mailer {
  return createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `${config.shop.name} <${config.shop.email}>`,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
}
