import { and, eq, sql } from 'drizzle-orm';
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
  /**
   * An automated message's key (modules/lifecycle): the outbox row is claimed with it before
   * sending, so a message is sent at most once however many workers try; a failed one may be
   * tried again.
   */
  dedupeKey?: string | undefined;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox' (stored in mail_outbox for staff to read). */
  readonly mode: 'smtp' | 'outbox';
  /** Sends (or stores) a message; every message is written to mail_outbox with its outcome. */
  deliver(db: Db, mail: OutgoingMail): Promise<{ id: number; status: 'sent' | 'stored' | 'failed' }>;
  /**
   * deliver() for a message with a dedupe key: 'duplicate' (nothing sent) when its outbox row
   * exists and did not fail.
   */
  deliverOnce(
    db: Db,
    mail: OutgoingMail & { dedupeKey: string },
  ): Promise<{ id: number; status: 'sent' | 'stored' | 'failed' | 'duplicate' }>;
}

export interface MailerOptions {
  /** SMTP_URL (smtp://user:pass@host:587): send through nodemailer; without it, only the outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender. */
  from?: string | undefined;
}

/** The mailer of config.mail (SMTP or outbox); app.mailer (plugins/mail.ts) is the one every route uses. */
/** The outbox row of a mail, but for its status and error. */
const outboxRow = (mail: OutgoingMail) => ({
  reservationId: mail.reservationId,
  kind: mail.kind,
  toAddress: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  dedupeKey: mail.dedupeKey ?? null,
});

export function createMailer(options: MailerOptions = {}): Mailer {
  const url = options.smtpUrl?.trim();
  const from = options.from?.trim() || DEFAULT_MAIL_FROM;
  const transport: Transporter | null = url ? nodemailer.createTransport(url) : null;
  const send = async (mail: OutgoingMail) => {
    if (!transport) return { status: 'stored' as const, error: null };
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      return { status: 'sent' as const, error: null };
    } catch (err) {
      return {
        status: 'failed' as const,
        error: err instanceof Error ? err.message.slice(0, 500) : 'SMTP hatası',
      };
    }
  };
  return {
    mode: transport ? 'smtp' : 'outbox',
    async deliver(db, mail) {
      const { status, error } = await send(mail);
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...outboxRow(mail), status, error })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, status };
    },
    async deliverOnce(db, mail) {
      const values = { ...outboxRow(mail), status: 'sending', error: null };
      // The claim: a new row, or a failed attempt taken again. One worker wins it.
      let [row] = await db
        .insert(mailOutbox)
        .values(values)
        .onConflictDoNothing({
          target: mailOutbox.dedupeKey,
          where: sql`${mailOutbox.dedupeKey} is not null`,
        })
        .returning({ id: mailOutbox.id });
      if (!row) {
        [row] = await db
          .update(mailOutbox)
          .set({ ...values, createdAt: sql`now()` })
          .where(and(eq(mailOutbox.dedupeKey, mail.dedupeKey), eq(mailOutbox.status, 'failed')))
          .returning({ id: mailOutbox.id });
        if (!row) {
          const [existing] = await db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(eq(mailOutbox.dedupeKey, mail.dedupeKey));
          return { id: existing?.id ?? 0, status: 'duplicate' };
        }
      }
      const { status, error } = await send(mail);
      await db.update(mailOutbox).set({ status, error }).where(eq(mailOutbox.id, row.id));
      return { id: row.id, status };
    },
  };
}
