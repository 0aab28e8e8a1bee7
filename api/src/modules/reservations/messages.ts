import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MailTemplateKind } from '@villa/shared/contracts/content';
import { banks } from '../../db/schema/content.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { bookingTx } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../mailer/mailer.ts';
import { renderTemplate, type MailData } from '../mail-templates/render.ts';
import { lockReservationTx, villaOfReservation } from './lock.ts';
import { changeStatusTx } from './status.ts';
import { addLog, newPaymentToken } from './writes.ts';
import { stayMailData } from './wire.ts';

export type MessageKind = 'payment_link' | 'bank_details' | 'confirmation';

const KIND_LOG: Record<MessageKind, string> = {
  payment_link: 'Ödeme linki',
  bank_details: 'Banka bilgileri',
  confirmation: 'Rezervasyon onayı',
};

export async function bankDetailsText(db: Db | Tx): Promise<string> {
  const rows = await db
    .select()
    .from(banks)
    .where(eq(banks.active, true))
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  return rows
    .map(
      (b) =>
        `${b.bankName}${b.branch ? ` – ${b.branch}` : ''}\nHesap sahibi: ${b.accountHolder}\nIBAN: ${b.iban.replace(/(.{4})/g, '$1 ').trim()} (${b.currency})`,
    )
    .join('\n\n');
}

/**
 * POST /sendpaymentlink, /sendbank, /sendconfirm: the status change that goes with the message
 * (a new request becomes an option awaiting prepayment; a confirmation confirms, or marks the
 * confirmation sent while the prepayment is still open), the rendered template, then delivery
 * and a log line. A missing template or e-mail address changes nothing.
 */
export async function sendReservationMessage(
  db: Db,
  mailer: Mailer,
  opts: { kind: MessageKind; id: number; userId: number; origin: string; optionHours?: number | undefined },
) {
  const { kind, id } = opts;
  // The status change may hold the dates: the villa's lock first (db/locks.ts).
  const targets = async () => ({ villas: await villaOfReservation(db, id) });
  const prepared = await bookingTx(db, targets, async (tx) => {
    const current = await lockReservationTx(tx, id);
    if (current.status === 'cancelled') {
      throw new HttpError(400, 'İptal edilmiş bir rezervasyona mesaj gönderilemez.');
    }
    if (!current.customerEmail) {
      throw new HttpError(400, 'Müşterinin e-posta adresi kayıtlı değil; önce rezervasyonu düzenleyin.');
    }
    const paid = Number(current.paidAmount);
    const prepayment = Number(current.prepaymentAmount);
    if (kind === 'confirmation') {
      const target = paid >= prepayment ? 'confirmed' : 'confirmation_sent';
      if (current.status !== 'confirmed') {
        await changeStatusTx(tx, opts.userId, id, { status: target });
      }
    } else if (current.status === 'new' || current.status === 'awaiting_prepayment') {
      await changeStatusTx(tx, opts.userId, id, {
        status: 'awaiting_prepayment',
        optionHours: opts.optionHours ?? 24,
      });
    }
    let token = current.paymentToken;
    if (!token) {
      token = newPaymentToken();
      await tx
        .update(reservations)
        .set({ paymentToken: token })
        .where(and(eq(reservations.id, id), isNull(reservations.paymentToken)));
    }
    const [fresh] = await tx
      .select({ r: reservations, villaName: villas.name })
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villaId))
      .where(eq(reservations.id, id));
    if (!fresh) throw notFound();
    const r = fresh.r;
    const data: MailData = {
      ...stayMailData(r, fresh.villaName),
      odeme_linki: `${opts.origin}/odeme/${token}`,
      banka_bilgileri: await bankDetailsText(tx),
    };
    if (kind === 'bank_details' && !data.banka_bilgileri) {
      throw new HttpError(409, 'Aktif banka hesabı yok; önce Banka Bilgileri ekranından bir hesap ekleyin.');
    }
    const mail = await renderTemplate(tx, kind as MailTemplateKind, data);
    return { mail, to: r.customerEmail, status: r.status };
  });
  const result = await mailer.deliver(db, {
    reservationId: id,
    kind,
    to: prepared.to,
    subject: prepared.mail.subject,
    html: prepared.mail.html,
    text: prepared.mail.text,
  });
  const outcome =
    result.status === 'sent'
      ? 'e-posta ile gönderildi'
      : result.status === 'stored'
        ? 'giden kutusuna kaydedildi (SMTP tanımlı değil)'
        : 'gönderilemedi (SMTP hatası)';
  await addLog(db, id, opts.userId, 'mail', `${KIND_LOG[kind]} ${prepared.to} adresine ${outcome}.`, {
    outboxId: result.id,
    kind,
  });
  return { outboxId: result.id, mailStatus: result.status, status: prepared.status };
}
