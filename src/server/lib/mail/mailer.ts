import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (mails with pictures). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  replyTo?: string;
  attachments?: MailAttachment[];
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

/** Mail via nodemailer: SMTP when configured, otherwise .eml files in DATA_DIR/outbox. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
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
    async send(message) {
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const sequence = String((sent += 1)).padStart(6, '0');
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${stamp}-${sequence}-${randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
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
