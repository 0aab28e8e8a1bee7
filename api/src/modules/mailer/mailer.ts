import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_MAIL_FROM } from '../../config.ts';
import { mailOutbox } from '../../db/schema/reservations.ts';
import type { Db } from '../../db/types.ts';

export interface OutgoingMail {
  reservationId: number | null;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox' (stored in mail_outbox for staff to read). */
  readonly mode: 'smtp' | 'outbox';
  /** Sends (or stores) a message; every message is written to mail_outbox with its outcome. */
  deliver(db: Db, mail: OutgoingMail): Promise<{ id: number; status: 'sent' | 'stored' | 'failed' }>;
}

export interface MailerOptions {
  /** SMTP_URL (smtp://user:pass@host:587): send through nodemailer; without it, only the outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender. */
  from?: string | undefined;
}

/** The mailer of config.mail (SMTP or outbox); app.mailer (plugins/mail.ts) is the one every route uses. */
export function createMailer(options: MailerOptions = {}): Mailer {
  const url = options.smtpUrl?.trim();
  const from = options.from?.trim() || DEFAULT_MAIL_FROM;
  const transport: Transporter | null = url ? nodemailer.createTransport(url) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async deliver(db, mail) {
      let status: 'sent' | 'stored' | 'failed' = 'stored';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message.slice(0, 500) : 'SMTP hatası';
        }
      }
      const [row] = await db
        .insert(mailOutbox)
        .values({
          reservationId: mail.reservationId,
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          status,
          error,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, status };
    },
  };
}
