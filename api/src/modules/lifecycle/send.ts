import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { MAIL_TEMPLATE_KIND_LABELS, type MailTemplateKind } from '@villa/shared/contracts/content';
import { TRANSACTION_METHOD_LABELS, type TransactionMethod } from '@villa/shared/contracts/bookings';
import { mailTemplates } from '../../db/schema/content.ts';
import { mailOutbox, reservations, transactions } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import type { Mailer } from '../mailer/mailer.ts';
import { fillTemplate, type MailData } from '../mail-templates/render.ts';
import { addLog } from '../reservations/writes.ts';
import { formatTl, stayMailData } from '../reservations/wire.ts';
import { readKeys } from '../settings/repository.ts';
import type { JobContext } from '../jobs/registry.ts';
import { lifecycleDedupeKey, type LifecycleKind } from './enqueue.ts';
import { brandedMail, type Brand } from './layout.ts';
import { reviewTokenFor } from './review-tokens.ts';

export const lifecyclePayload = z.object({
  kind: z.enum([
    'request_received',
    'staff_new_request',
    'option_reminder',
    'option_released',
    'payment_receipt',
    'confirmation',
    'arrival_info',
    'review_request',
    'cancellation',
    'refund_receipt',
  ]),
  reservationId: z.number().int().positive(),
  transactionId: z.number().int().positive().optional(),
});

export interface LifecycleDeps {
  mailer: Mailer;
  /** The site's origin for links (PUBLIC_URL); the site_url setting, then localhost, otherwise. */
  publicUrl?: string | undefined;
  /** Staff address when the site e-mail setting is empty (ADMIN_EMAIL). */
  staffEmail?: string | undefined;
}

export type LifecycleOutcome = 'sent' | 'stored' | 'duplicate' | 'skipped';

/** Turkish name of each message in the reservation's history. */
const LOG_LABEL: Record<LifecycleKind, string> = {
  request_received: 'Talep alındı e-postası',
  staff_new_request: 'Yeni talep bildirimi (ekibe)',
  option_reminder: 'Opsiyon hatırlatması',
  option_released: 'Opsiyon sona erdi e-postası',
  payment_receipt: 'Ödeme makbuzu',
  confirmation: 'Rezervasyon onayı',
  arrival_info: 'Varış bilgileri',
  review_request: 'Değerlendirme daveti',
  cancellation: 'İptal bildirimi',
  refund_receipt: 'İade bildirimi',
};

const CONFIRMED = ['confirmed'];

async function brandOf(db: Db, siteUrl: string): Promise<Brand & { staffEmail: string }> {
  const [name, logo, phone, email, address, tursab] = await readKeys(db, [
    'brand_name',
    'site_logo',
    'site_phone',
    'site_email',
    'site_address',
    'tursab_number',
  ]);
  const logoUrl = logo?.value ?? '';
  return {
    name: name?.value || 'Likya Villa',
    logoUrl: logoUrl.startsWith('/') ? `${siteUrl}${logoUrl}` : logoUrl,
    phone: phone?.value ?? '',
    email: email?.value ?? '',
    address: address?.value ?? '',
    tursabNumber: tursab?.value ?? '',
    siteUrl,
    staffEmail: email?.value ?? '',
  };
}

/**
 * Sends one lifecycle message (the job `lifecycle_message`): the reservation as it is now, the
 * active template of the kind (none active: skipped and logged), filled, in the branded layout,
 * through mailer.deliverOnce with the message's dedupe key (at most once, even across replicas),
 * then a line in the reservation's history. A message whose moment passed (an option paid
 * meanwhile, a stay cancelled) is skipped. SMTP failure throws: the job is retried with backoff.
 */
export async function sendLifecycleMessage(
  payload: Record<string, unknown>,
  ctx: Pick<JobContext, 'db' | 'now' | 'log'>,
  deps: LifecycleDeps,
): Promise<LifecycleOutcome> {
  const msg = lifecyclePayload.parse(payload);
  const { db, log } = ctx;
  const now = ctx.now();
  const key = lifecycleDedupeKey(msg);
  const skip = async (why: string, history = true): Promise<LifecycleOutcome> => {
    log.info({ kind: msg.kind, reservationId: msg.reservationId, why }, 'lifecycle message skipped');
    if (history) {
      await addLog(
        db,
        msg.reservationId,
        null,
        'mail_skipped',
        `${LOG_LABEL[msg.kind]} gönderilmedi: ${why}`,
        {
          kind: msg.kind,
          automatic: true,
        },
      );
    }
    return 'skipped';
  };

  // Sent before (this job ran, its worker died after sending): nothing again.
  const [already] = await db
    .select({ id: mailOutbox.id, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, key));
  if (already && already.status !== 'failed') return 'duplicate';

  const [found] = await db
    .select({ r: reservations, v: villas })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .where(eq(reservations.id, msg.reservationId));
  if (!found) {
    log.warn({ reservationId: msg.reservationId }, 'lifecycle message: reservation not found');
    return 'skipped';
  }
  const { r, v } = found;
  const paid = Number(r.paidAmount);

  // Is the moment still right?
  if (msg.kind === 'option_reminder') {
    if (r.status !== 'awaiting_prepayment' || paid > 0 || !r.optionExpiresAt || r.optionExpiresAt <= now) {
      return skip('opsiyon artık açık değil (ödendi, iptal edildi veya süresi doldu).', false);
    }
  }
  if ((msg.kind === 'arrival_info' || msg.kind === 'review_request') && !CONFIRMED.includes(r.status)) {
    return skip('rezervasyon onaylı değil.', false);
  }
  if (msg.kind === 'confirmation') {
    // Staff may have sent the confirmation by hand (sendconfirm): not a second one.
    const [byHand] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.reservationId, r.id),
          eq(mailOutbox.kind, 'confirmation'),
          inArray(mailOutbox.status, ['sent', 'stored']),
        ),
      )
      .limit(1);
    if (byHand) return skip('onay e-postası daha önce gönderilmiş.', false);
  }

  const siteUrl = (deps.publicUrl ?? '').replace(/\/+$/, '') || 'http://localhost:8080';
  const brand = await brandOf(db, siteUrl);
  const to = msg.kind === 'staff_new_request' ? brand.staffEmail || deps.staffEmail || '' : r.customerEmail;
  if (!to)
    return skip(
      msg.kind === 'staff_new_request'
        ? 'site e-posta adresi ayarlı değil.'
        : 'müşterinin e-posta adresi yok.',
    );

  const [tpl] = await db
    .select({ subject: mailTemplates.subject, bodyHtml: mailTemplates.bodyHtml })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.kind, msg.kind), eq(mailTemplates.active, true)));
  if (!tpl) {
    return skip(
      `"${MAIL_TEMPLATE_KIND_LABELS[msg.kind as MailTemplateKind]}" şablonu kapalı (Mail Şablonları'nda aktif değil).`,
    );
  }

  let payment: { amount: number; method: string } | null = null;
  if (msg.transactionId !== undefined) {
    const [t] = await db
      .select({ amount: transactions.amount, amountTl: transactions.amountTl, method: transactions.method })
      .from(transactions)
      .where(and(eq(transactions.id, msg.transactionId), eq(transactions.reservationId, r.id)));
    if (t) payment = { amount: Number(t.amountTl), method: t.method };
  } else if (msg.kind === 'payment_receipt') {
    const [t] = await db
      .select({ amountTl: transactions.amountTl, method: transactions.method })
      .from(transactions)
      .where(eq(transactions.reservationId, r.id))
      .orderBy(desc(transactions.id))
      .limit(1);
    if (t) payment = { amount: Number(t.amountTl), method: t.method };
  }
  if (msg.kind === 'payment_receipt' && !payment) return skip('ödeme kaydı bulunamadı.', false);
  // A refund is stored as a negative card transaction: its receipt names the amount given back.
  const refund = msg.kind === 'refund_receipt';
  if (refund && (!payment || payment.amount >= 0)) return skip('iade kaydı bulunamadı.', false);

  const lat = v.latitude ? Number(v.latitude) : null;
  const lng = v.longitude ? Number(v.longitude) : null;
  const mapLink =
    lat !== null && lng !== null
      ? `https://www.google.com/maps?q=${lat},${lng}`
      : v.address
        ? `https://www.google.com/maps?q=${encodeURIComponent(v.address)}`
        : '';
  const data: MailData = {
    ...stayMailData(r, v.name),
    musteri_eposta: r.customerEmail,
    musteri_telefon: r.customerPhone,
    odenen_toplam: formatTl(paid),
    odeme_linki: r.paymentToken ? `${siteUrl}/odeme/${r.paymentToken}` : '',
    site_adi: brand.name,
    site_telefon: brand.phone,
    site_eposta: brand.email,
    odeme_tutari: payment && !refund ? formatTl(payment.amount) : '',
    iade_tutari: payment && refund ? formatTl(Math.abs(payment.amount)) : '',
    odeme_yontemi: payment
      ? (TRANSACTION_METHOD_LABELS[payment.method as TransactionMethod] ?? payment.method)
      : '',
    villa_adresi: v.address,
    harita_linki: mapLink,
    giris_saati: v.checkInTime,
    cikis_saati: v.checkOutTime,
    giris_talimatlari: v.checkInInstructions || 'Giriş günü ekibimiz sizi villada karşılayacaktır.',
    degerlendirme_linki:
      msg.kind === 'review_request' ? `${siteUrl}/degerlendirme/${await reviewTokenFor(db, r.id, now)}` : '',
    yonetim_linki: `${siteUrl}/yonetim/rezervasyonlar/${r.id}`,
  };
  const filled = fillTemplate(tpl.subject, tpl.bodyHtml, data);
  const mail = brandedMail(brand, filled.subject, filled.html);
  if (/\{\{|\}\}/.test(filled.subject + mail.html + mail.text)) {
    throw new Error(`lifecycle ${msg.kind}: a placeholder was left in the message`);
  }
  const result = await deps.mailer.deliverOnce(db, {
    reservationId: r.id,
    kind: msg.kind,
    to,
    subject: filled.subject,
    html: mail.html,
    text: mail.text,
    dedupeKey: key,
  });
  if (result.status === 'duplicate') return 'duplicate';
  const outcome =
    result.status === 'sent'
      ? 'e-posta ile gönderildi'
      : result.status === 'stored'
        ? 'giden kutusuna kaydedildi (SMTP tanımlı değil)'
        : 'gönderilemedi (SMTP hatası), tekrar denenecek';
  await addLog(db, r.id, null, 'mail', `${LOG_LABEL[msg.kind]} ${to} adresine otomatik olarak ${outcome}.`, {
    outboxId: result.id,
    kind: msg.kind,
    automatic: true,
  });
  if (result.status === 'failed') throw new Error(`SMTP delivery of ${key} failed`);
  return result.status;
}
