import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mailer/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends (SMTP) or stores (outbox) e-mails; every message is logged in mail_outbox. */
    mailer: Mailer;
  }
}

/** `app.mailer`: the mailer built from config.mail by the server; without one, the outbox only. */
export const mailPlugin = fp<{ mailer?: Mailer | undefined }>(
  async (app, opts) => {
    app.decorate('mailer', opts.mailer ?? createMailer());
  },
  { name: 'mail' },
);
