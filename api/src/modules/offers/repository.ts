import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OfferCreateValues } from '@villa/shared/contracts/bookings';
import type { OfferQuoteLine, OfferRow, OfferVilla, PublicOffer } from '@villa/shared/contracts/offers';
import { istanbulMoment } from '@villa/shared/lib/format/dates';
import { towns } from '../../db/schema/regions.ts';
import { offerVillas, offers, villaBlocks } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { bookingTx } from '../../db/locks.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import { deleteById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { imageUrl } from '../../lib/images.ts';
import { nightsOf, todayInTurkey } from '../pricing/dates.ts';
import { computeQuote } from '../pricing/quote.ts';
import { blockOverlaps } from '../villa-blocks/repository.ts';

export const OFFER_MISSING = 'Teklif bulunamadı veya geçerlilik süresi doldu.';

/** First image of the villa by sort order: its 480 px display size is the offer's thumbnail. */
const thumbnailKey = sql<
  string | null
>`(select vi.file_key from villa_images vi where vi.villa_id = ${villas.id} order by vi.sort_order, vi.id limit 1)`;

/** Rejects dates that no villa could be offered for, before looking at any villa. */
export function assertOfferDates(checkIn: string, checkOut: string) {
  if (checkIn < todayInTurkey()) throw new HttpError(400, 'Giriş tarihi geçmiş bir tarih olamaz.');
  if (nightsOf(checkIn, checkOut).length > 90) {
    throw new HttpError(400, 'Bir teklif en fazla 90 gecelik olabilir.');
  }
}

/**
 * Each villa's total for the stay, computed with the reservation price rules, or the reason it
 * cannot be offered (booked or closed on those dates, not published, no price, over capacity...).
 */
export async function quoteVillas(
  db: Db,
  input: { checkIn: string; checkOut: string; guests: number; villaIds: number[] },
): Promise<OfferQuoteLine[]> {
  const ids = [...new Set(input.villaIds)];
  const found = await db
    .select({ id: villas.id, name: villas.name, active: villas.active })
    .from(villas)
    .where(inArray(villas.id, ids));
  const busy = await db
    .selectDistinct({ villaId: villaBlocks.villaId })
    .from(villaBlocks)
    .where(and(inArray(villaBlocks.villaId, ids), blockOverlaps(input.checkIn, input.checkOut)));
  const busyIds = new Set(busy.map((b) => b.villaId));
  const nights = nightsOf(input.checkIn, input.checkOut).length;
  const lines: OfferQuoteLine[] = [];
  for (const id of ids) {
    const villa = found.find((v) => v.id === id);
    const line: OfferQuoteLine = {
      villaId: id,
      name: villa?.name ?? `#${id}`,
      totalAmount: null,
      nights,
      reason: null,
    };
    if (!villa) line.reason = 'Villa bulunamadı.';
    else if (!villa.active) line.reason = 'Villa yayında değil.';
    else if (busyIds.has(id)) line.reason = 'Bu tarihlerde dolu (rezervasyon veya kapatma var).';
    else {
      try {
        const quote = await computeQuote(db, { villaId: id, ...input });
        line.totalAmount = quote.totalTl;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        line.reason = err.message;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The offer's expiry: the end of its last valid day in Türkiye. */
const endOfDayInTurkey = (date: string): Date => istanbulMoment(date, 23, 59, 59, 999);

export async function createOffer(
  db: Db,
  body: OfferCreateValues,
  userId: number,
): Promise<{ id: number; skipped: OfferQuoteLine[] }> {
  assertOfferDates(body.checkIn, body.checkOut);
  if (body.validUntil < todayInTurkey()) {
    throw new HttpError(400, 'Geçerlilik tarihi bugünden önce olamaz.');
  }
  if (body.validUntil > body.checkIn) {
    throw new HttpError(400, 'Geçerlilik tarihi giriş tarihinden sonra olamaz.');
  }
  const lines = await quoteVillas(db, body);
  const offered = lines.filter((l) => l.totalAmount !== null);
  if (offered.length === 0) {
    const reasons = lines.map((l) => `${l.name}: ${l.reason}`).join(' ');
    throw new HttpError(409, `Seçilen villaların hiçbiri bu tarihler için teklif edilemiyor. ${reasons}`);
  }
  // Offer lines reference their villas: those are locked first, in the one order (db/locks.ts).
  const offeredVillas = offered.map((l) => l.villaId);
  const id = await bookingTx(db, { villas: offeredVillas }, async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({
        token: randomBytes(18).toString('base64url'),
        customerName: body.customerName,
        customerEmail: body.customerEmail,
        customerPhone: body.customerPhone,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: body.guests,
        note: body.note,
        expiresAt: endOfDayInTurkey(body.validUntil),
        createdBy: userId,
      })
      .returning({ id: offers.id });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(offerVillas).values(
      offered.map((l, i) => ({
        offerId: row.id,
        villaId: l.villaId,
        totalAmount: (l.totalAmount ?? 0).toFixed(2),
        sortOrder: i,
      })),
    );
    return row.id;
  });
  return { id, skipped: lines.filter((l) => l.totalAmount === null) };
}

async function villasOf(db: Db, offerIds: number[], onlyActive: boolean): Promise<Map<number, OfferVilla[]>> {
  const out = new Map<number, OfferVilla[]>();
  if (offerIds.length === 0) return out;
  const rows = await db
    .select({
      offerId: offerVillas.offerId,
      villaId: villas.id,
      slug: villas.slug,
      name: villas.name,
      capacity: villas.capacity,
      townName: towns.name,
      thumbnailKey,
      totalAmount: offerVillas.totalAmount,
    })
    .from(offerVillas)
    .innerJoin(villas, eq(villas.id, offerVillas.villaId))
    .innerJoin(towns, eq(towns.id, villas.townId))
    .where(and(inArray(offerVillas.offerId, offerIds), onlyActive ? eq(villas.active, true) : undefined))
    .orderBy(asc(offerVillas.offerId), asc(offerVillas.sortOrder), asc(offerVillas.id));
  for (const r of rows) {
    const list = out.get(r.offerId) ?? [];
    list.push({
      villaId: r.villaId,
      slug: r.slug,
      name: r.name,
      thumbnail: r.thumbnailKey ? imageUrl(r.thumbnailKey, 480) : '',
      totalAmount: Number(r.totalAmount),
      capacity: r.capacity,
      townName: r.townName,
    });
    out.set(r.offerId, list);
  }
  return out;
}

type OfferRecord = typeof offers.$inferSelect;
function toRow(o: OfferRecord, villaList: OfferVilla[]): OfferRow {
  return {
    id: o.id,
    token: o.token,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    customerPhone: o.customerPhone,
    checkIn: o.checkIn,
    checkOut: o.checkOut,
    guests: o.guests,
    note: o.note,
    expiresAt: o.expiresAt ? o.expiresAt.toISOString() : null,
    createdAt: o.createdAt.toISOString(),
    villas: villaList,
  };
}

export async function listOffers(db: Db, page: PageQuery) {
  const { items: rows, total } = await readPage(
    db,
    page,
    db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id)),
    { table: offers },
    (row) => row,
  );
  const byOffer = await villasOf(
    db,
    rows.map((r) => r.id),
    false,
  );
  return { items: rows.map((r) => toRow(r, byOffer.get(r.id) ?? [])), total };
}

export async function getOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) return undefined;
  return toRow(row, (await villasOf(db, [row.id], false)).get(row.id) ?? []);
}

/** The public view of an offer; undefined when the token is unknown or the offer has expired. */
export async function getPublicOffer(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PublicOffer | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.token, token));
  if (!row || (row.expiresAt && row.expiresAt.getTime() < now.getTime())) return undefined;
  return {
    customerName: row.customerName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    guests: row.guests,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    villas: (await villasOf(db, [row.id], true)).get(row.id) ?? [],
  };
}

export async function deleteOffer(db: Db, id: number): Promise<boolean> {
  return deleteById(db, offers, id);
}
