import fs from 'node:fs/promises';
import path from 'node:path';

/** The mails the e2e server wrote to its outbox (no SMTP in e2e), quoted-printable decoded. */
export async function outboxMails(): Promise<string[]> {
  const dir = 'test-results/e2e-data/outbox';
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const raw = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'latin1')));
  return raw.map((mail) =>
    Buffer.from(
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** The path of the size-alert link in the newest mail to an address (decision 046). */
export async function sizeAlertLinkMailedTo(email: string): Promise<string | null> {
  const mails = (await outboxMails()).filter((mail) => mail.includes(`To: ${email}`));
  const match = /\/groessen-alarm\/[A-Za-z0-9_-]{43}/.exec(mails.at(-1) ?? '');
  return match?.[0] ?? null;
}
