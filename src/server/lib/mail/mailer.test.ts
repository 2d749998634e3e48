import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

/** A minimal SMTP server that accepts one conversation at a time and keeps the DATA. */
async function startFakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake.smtp\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10);
          socket.write('250 OK\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8));
          socket.write('250 OK\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('mailer', () => {
  it('writes .eml files to the outbox when no SMTP server is configured', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-outbox-'));
    dirs.push(dir);
    const mailer = createMailer({
      from: 'Shop <shop@example.de>',
      outboxDir: path.join(dir, 'outbox'),
    });
    await mailer.send({ to: 'kunde@example.de', subject: 'Hallo', text: 'Grüße' });
    const files = await fs.readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: kunde@example.de');
    expect(eml).toContain('Subject: Hallo');
  });

  it('writes a mail with HTML as text and HTML alternatives, its pictures inline by Content-ID', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-outbox-'));
    dirs.push(dir);
    const mailer = createMailer({ from: 'Shop <shop@example.de>', outboxDir: dir });
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
    await mailer.send({
      to: 'kunde@example.de',
      subject: 'Neu in Gr. 98',
      text: 'Grüße',
      html: '<p>Grüße <img src="cid:artikel-1@groessen-alarm"></p>',
      attachments: [
        {
          filename: 'a.jpg',
          content: picture,
          contentType: 'image/jpeg',
          cid: 'artikel-1@groessen-alarm',
        },
      ],
      key: 'alert-1',
    });
    const [file] = await fs.readdir(dir);
    const eml = await fs.readFile(path.join(dir, file ?? ''), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: multipart\/related/);
    expect(eml).toContain('Content-ID: <artikel-1@groessen-alarm>');
    expect(eml).toMatch(/Content-Disposition: inline/);
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        from: 'Shop <shop@example.de>',
        outboxDir: '/nonexistent',
      });
      await mailer.send({ to: 'kunde@example.de', subject: 'Bestellung', text: 'Danke!' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['<kunde@example.de>']);
      expect(smtp.received[0]?.data).toContain('Subject: Bestellung');
    } finally {
      await smtp.close();
    }
  });
});
