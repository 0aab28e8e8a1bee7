import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface SmtpInbox {
  /** The mails received so far, parsed (mailparser), in order of arrival. */
  readonly inbox: ParsedMail[];
  /** smtp://127.0.0.1:port, once listening. */
  readonly url: string;
}

/**
 * A real SMTP server on loopback (smtp-server) that takes any mail, no TLS or login, and parses
 * it into `inbox`: listening before the tests of the file (or describe) that calls it, closed after.
 */
export function useSmtpInbox(): SmtpInbox {
  const inbox: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let url = '';
  beforeAll(async () => {
    const listening = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((m) => {
            inbox.push(m);
            callback();
          })
          .catch(callback);
      },
    });
    server = listening;
    await new Promise<void>((r) => listening.listen(0, '127.0.0.1', r));
    url = `smtp://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  });
  return {
    inbox,
    get url() {
      return url;
    },
  };
}
