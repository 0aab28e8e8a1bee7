import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/reservations.ts';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/modules/mailer/mailer.ts';
import { openTestDb } from './helper.ts';

// The mailer against a real SMTP server process on this machine (smtp-server, the nodemailer
// project's own server): what nodemailer puts on the wire is what a mail relay receives.
interface Received {
  from: string;
  to: string[];
  data: string;
}

let db: Awaited<ReturnType<typeof openTestDb>>;
let server: SMTPServer;
let port: number;
let rejectNext = false;
const received: Received[] = [];

beforeAll(async () => {
  db = await openTestDb();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectNext) {
        rejectNext = false;
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await db?.close();
});

describe('mailer over SMTP (nodemailer)', () => {
  it('sends a branded HTML message with its plain-text part and logs it as sent', async () => {
    // SMTP_URL and MAIL_FROM are read by the config module only; the server builds the mailer from it.
    const mailer = createMailer(
      loadConfig({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Likya Villa <rezervasyon@likyavilla.com.tr>',
      }).mail,
    );
    expect(mailer.mode).toBe('smtp');
    const out = await mailer.deliver(db.handle.db, {
      reservationId: null,
      kind: 'payment_link',
      to: 'ayse.yilmaz@example.com',
      subject: 'Ödeme bağlantınız — LV-2026-0001',
      html: '<p>Merhaba Ayşe Yılmaz, ödeme bağlantınız hazır.</p>',
      text: 'Merhaba Ayşe Yılmaz, ödeme bağlantınız hazır.',
    });
    expect(out.status).toBe('sent');
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('rezervasyon@likyavilla.com.tr');
    expect(mail!.to).toEqual(['ayse.yilmaz@example.com']);
    expect(mail!.data).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail!.data).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(mail!.data).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    // The Turkish subject travels as an encoded word.
    expect(mail!.data).toMatch(/^Subject: =\?UTF-8\?/m);
    const [row] = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, out.id));
    expect(row).toMatchObject({ status: 'sent', error: null, toAddress: 'ayse.yilmaz@example.com' });
  });

  it('a refused recipient is logged as failed with the server reply, not lost', async () => {
    rejectNext = true;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const out = await mailer.deliver(db.handle.db, {
      reservationId: null,
      kind: 'confirmation',
      to: 'nobody@example.com',
      subject: 'Onay',
      html: '<p>Onay</p>',
      text: 'Onay',
    });
    expect(out.status).toBe('failed');
    const [row] = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, out.id));
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/550|Mailbox unavailable/);
  });
});
