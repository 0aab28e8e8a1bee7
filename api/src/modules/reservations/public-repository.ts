import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import type {
  EnquireResult,
  PaymentPage,
  ReservationRequestResult,
} from '@villa/shared/contracts/public-reservations';
import { round2 } from '@villa/shared/lib/format/money';
import { banks } from '../../db/schema/content.ts';
import { reservationLogs, reservations } from '../../db/schema/reservations.ts';
import { villaImages, villas } from '../../db/schema/villas.ts';
import { bookingTx } from '../../db/locks.ts';
import { enqueueLifecycleMessage } from '../lifecycle/enqueue.ts';
import type { Db, Tx } from '../../db/types.ts';
import { sqlState } from '../../db/errors.ts';
import { HttpError, MESSAGES } from '../../lib/http-error.ts';
import { imageUrl } from '../../lib/images.ts';
import { computeQuote, exchangeRates, type GuestParty } from '../pricing/quote.ts';
import { readKeys } from '../settings/repository.ts';
import { rowsOf } from '../search/cards.ts';
import { villaCommissionRate } from './commission.ts';
import { inCurrencies } from './queries.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  `LV${Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

export interface PublicRequest {
  villaId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Guests by age; without it, `guests` adults. */
  party?: GuestParty | undefined;
  name: string;
  phone: string;
  email: string;
  note: string;
}

/** How long a visitor's request counts as the same one when sent again. */
const REPEAT_WINDOW = sql`interval '24 hours'`;

/**
 * The visitor's open request (web, not cancelled) for the same villa and dates, sent from the same
 * e-mail (any case) in the last 24 hours, if there is one.
 */
async function openRepeatOf(tx: Tx, r: PublicRequest) {
  const [row] = await tx
    .select({
      code: reservations.reservationCode,
      status: reservations.status,
      totalAmount: reservations.totalAmount,
      prepaymentAmount: reservations.prepaymentAmount,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.villaId, r.villaId),
        eq(reservations.checkIn, r.checkIn),
        eq(reservations.checkOut, r.checkOut),
        eq(reservations.source, 'web'),
        ne(reservations.status, 'cancelled'),
        eq(sql`lower(${reservations.customerEmail})`, r.email.trim().toLowerCase()),
        gt(reservations.createdAt, sql`now() - ${REPEAT_WINDOW}`),
      ),
    )
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(1);
  return row;
}

/**
 * A visitor's reservation request: priced on the server, refused when the days are taken,
 * stored with status 'new' (which does not hold the calendar: staff confirm it, and the
 * database then refuses a second overlapping confirmation). The same request sent again within
 * 24 hours (same e-mail, villa and dates, still open) creates nothing and answers with the code
 * already given (`existing: true`); the check runs under the villa's lock, so two identical
 * requests at once get one code.
 */
export async function createPublicRequest(db: Db, r: PublicRequest): Promise<ReservationRequestResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await bookingTx(db, { villas: [r.villaId] }, async (tx) => {
        const [villa] = await tx
          .select({ id: villas.id, active: villas.active, deposit: villas.deposit })
          .from(villas)
          .where(eq(villas.id, r.villaId));
        if (!villa || !villa.active) throw new HttpError(404, 'Villa bulunamadı.');
        // The quote first: it checks the dates and guests (Turkish messages).
        const quote = await computeQuote(tx, {
          villaId: r.villaId,
          checkIn: r.checkIn,
          checkOut: r.checkOut,
          guests: r.guests,
          party: r.party,
        });
        const repeat = await openRepeatOf(tx, r);
        if (repeat) {
          return {
            code: repeat.code,
            status: repeat.status,
            totalTl: Number(repeat.totalAmount),
            prepaymentTl: Number(repeat.prepaymentAmount),
            existing: true,
            message: `Bu villa ve tarihler için talebiniz bize daha önce ulaştı; yeni bir talep oluşturulmadı. Rezervasyon kodunuz: ${repeat.code}. Ekibimiz en kısa sürede sizinle iletişime geçecek.`,
          };
        }
        const taken = await tx.execute(sql`
          select 1 from villa_blocks where villa_id = ${r.villaId}
            and period && daterange(${r.checkIn}::date, ${r.checkOut}::date, '[)') limit 1`);
        if (rowsOf(taken).length) throw new HttpError(409, MESSAGES.overlap);
        const [row] = await tx
          .insert(reservations)
          .values({
            reservationCode: newCode(),
            villaId: r.villaId,
            status: 'new',
            customerName: r.name,
            customerEmail: r.email,
            customerPhone: r.phone,
            checkIn: r.checkIn,
            checkOut: r.checkOut,
            guests: quote.guests,
            adults: quote.adults,
            children: quote.children,
            infants: quote.infants,
            nights: quote.nights,
            accommodationAmount: quote.accommodationTl.toFixed(2),
            cleaningFee: quote.cleaningFeeTl.toFixed(2),
            extraFees: quote.extraFeesTl.toFixed(2),
            totalAmount: quote.totalTl.toFixed(2),
            prepaymentAmount: quote.prepaymentTl.toFixed(2),
            deposit: quote.depositTl.toFixed(2),
            commissionRate: villaCommissionRate(r.villaId),
            source: 'web',
            note: r.note,
            kvkkConsentAt: new Date(),
          })
          .returning();
        if (!row) throw new Error('reservation not stored');
        await tx.insert(reservationLogs).values({
          reservationId: row.id,
          action: 'created',
          message: 'Web sitesinden rezervasyon talebi alındı.',
          data: { quote: { totalTl: quote.totalTl, nights: quote.nights } },
        });
        // The guest's acknowledgement and the staff notice (job queue; only if this commits).
        await enqueueLifecycleMessage(tx, { kind: 'request_received', reservationId: row.id });
        await enqueueLifecycleMessage(tx, { kind: 'staff_new_request', reservationId: row.id });
        return {
          code: row.reservationCode,
          status: row.status,
          totalTl: quote.totalTl,
          prepaymentTl: quote.prepaymentTl,
          existing: false,
          message: `Talebiniz alındı. Rezervasyon kodunuz: ${row.reservationCode}. Ekibimiz en kısa sürede sizinle iletişime geçecek.`,
        };
      });
    } catch (err) {
      // A code collision (one in 34 billion) is retried with a new code.
      if (attempt < 3 && sqlState(err) === '23505') continue;
      throw err;
    }
  }
}

const INSTRUCTIONS: Record<ReservationStatus, string[]> = {
  new: [
    'Talebiniz ekibimize ulaştı; müsaitliği kontrol edip en geç 24 saat içinde sizi arayacağız.',
    'Ödeme yapmadan önce onay mesajımızı bekleyin; villa ön ödeme alınana kadar sizin adınıza tutulmaz.',
  ],
  awaiting_prepayment: [
    'Villa sizin için opsiyonlandı. Ön ödemeyi aşağıdaki banka hesaplarından birine EFT/havale ile ya da size gönderilen ödeme bağlantısıyla kredi kartıyla yapabilirsiniz.',
    'Açıklama alanına rezervasyon kodunuzu yazmayı unutmayın.',
    'Kalan tutar ve hasar depozitosu villaya girişte ödenir.',
  ],
  confirmation_sent: [
    'Rezervasyon onayınız e-posta adresinize gönderildi.',
    'Kalan tutar ve hasar depozitosu villaya girişte ödenir.',
  ],
  confirmed: [
    'Rezervasyonunuz onaylandı. İyi tatiller dileriz!',
    'Kalan tutar ve hasar depozitosu villaya girişte ödenir; depozito çıkışta kontrolden sonra iade edilir.',
  ],
  cancelled: ['Bu rezervasyon iptal edildi. Sorularınız için bizimle iletişime geçebilirsiniz.'],
};

/** GET /v1/enquire: a reservation found by its code and the e-mail it was made with. */
export async function enquire(db: Db, code: string, email: string): Promise<EnquireResult> {
  const [row] = await db
    .select({ r: reservations, villaName: villas.name, villaSlug: villas.slug })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .where(
      and(
        eq(sql`upper(${reservations.reservationCode})`, code.trim().toUpperCase()),
        eq(sql`lower(${reservations.customerEmail})`, email.trim().toLowerCase()),
      ),
    );
  if (!row) {
    throw new HttpError(404, 'Bu kod ve e-posta adresiyle eşleşen bir rezervasyon bulunamadı.');
  }
  const r = row.r;
  const [img] = await db
    .select({ fileKey: villaImages.fileKey })
    .from(villaImages)
    .where(eq(villaImages.villaId, r.villaId))
    .orderBy(asc(villaImages.sortOrder), asc(villaImages.id))
    .limit(1);
  const status = (r.status in RESERVATION_STATUS_LABELS ? r.status : 'new') as ReservationStatus;
  const total = Number(r.totalAmount);
  const paid = Number(r.paidAmount);
  const showBanks = status === 'awaiting_prepayment';
  const bankRows = showBanks
    ? await db
        .select({ bankName: banks.bankName, accountHolder: banks.accountHolder, iban: banks.iban })
        .from(banks)
        .where(eq(banks.active, true))
        .orderBy(asc(banks.sortOrder), asc(banks.id))
    : [];
  return {
    code: r.reservationCode,
    status,
    statusLabel: RESERVATION_STATUS_LABELS[status],
    villa: { name: row.villaName, slug: row.villaSlug, thumbnail: img ? imageUrl(img.fileKey, 480) : '' },
    customerName: r.customerName,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: r.nights,
    guests: r.guests,
    totalTl: total,
    prepaymentTl: Number(r.prepaymentAmount),
    paidTl: paid,
    balanceTl: round2(total - paid),
    depositTl: Number(r.deposit),
    createdAt: r.createdAt.toISOString(),
    instructions: INSTRUCTIONS[status],
    banks: bankRows,
  };
}

/** GET /v1/payment/{token}: the page behind the payment link; undefined for an unknown token. */
export async function paymentPage(db: Db, token: string): Promise<PaymentPage | undefined> {
  const [row] = await db
    .select({ r: reservations, villaName: villas.name, villaSlug: villas.slug })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .where(eq(reservations.paymentToken, token));
  if (!row) return undefined;
  const [bankRows, rates, [phone]] = await Promise.all([
    db.select().from(banks).where(eq(banks.active, true)).orderBy(asc(banks.sortOrder), asc(banks.id)),
    exchangeRates(db),
    readKeys(db, ['site_phone']),
  ]);
  const r = row.r;
  const total = Number(r.totalAmount);
  const prepayment = Number(r.prepaymentAmount);
  const paid = Number(r.paidAmount);
  return {
    reservationCode: r.reservationCode,
    status: r.status,
    statusLabel: RESERVATION_STATUS_LABELS[r.status as ReservationStatus] ?? r.status,
    customerName: r.customerName,
    villaName: row.villaName,
    villaSlug: row.villaSlug,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: r.nights,
    guests: r.guests,
    totalAmount: total,
    prepaymentAmount: prepayment,
    paidAmount: paid,
    prepaymentDue: round2(Math.max(0, prepayment - paid)),
    balanceAtCheckIn: round2(Math.max(0, total - Math.max(paid, prepayment))),
    optionExpiresAt: r.optionExpiresAt ? r.optionExpiresAt.toISOString() : null,
    totalInCurrencies: inCurrencies(total, rates),
    banks: bankRows.map((b) => ({
      bankName: b.bankName,
      branch: b.branch,
      accountHolder: b.accountHolder,
      iban: b.iban,
      currency: b.currency,
    })),
    contactPhone: phone?.value ?? '',
  };
}
