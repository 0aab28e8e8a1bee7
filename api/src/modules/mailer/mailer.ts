import nodemailer, { type Transporter } from 'nodemailer';
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

/** SMTP_URL (smtp://user:pass@host:587) sends through nodemailer; MAIL_FROM is the sender. */
export function createMailer(env: NodeJS.ProcessEnv = process.env): Mailer {
  const url = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim() || 'Likya Villa <rezervasyon@likyavilla.com.tr>';
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
