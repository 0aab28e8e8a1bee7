// The journeys' mail relay: a real SMTP server (smtp-server, the nodemailer project's own) on this
// machine. The API sends through it (SMTP_URL); each message it receives is parsed (mailparser)
// and stored as one JSON file under the port's artifacts (MAIL_DIR), where e2e/support/mailbox.ts
// reads it. What nodemailer puts on the wire is what the guest's mailbox would receive.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message as stored: the envelope recipients and the parsed parts. */
export interface StoredMail {
  /** Envelope recipients (RCPT TO), lower-case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** When the relay received it (ISO). */
  receivedAt: string;
}

/** Starts the relay on a free port of 127.0.0.1; received messages go to `dir` (emptied first). */
export async function startMailServer(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: StoredMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          seq += 1;
          const name = `${Date.now()}-${String(seq).padStart(5, '0')}.json`;
          writeFileSync(join(dir, name), JSON.stringify(mail, null, 2));
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
