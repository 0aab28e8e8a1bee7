import { asc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import type {
  BtransRecord,
  BtransReport,
  BtransSkipped,
  MinistryReport,
  MinistryVilla,
} from '@villa/shared/contracts/reports';
import { districts, towns } from '../../db/schema/regions.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { settings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { agreedCommissionRate, byCheckOut, confirmedWhere } from '../reservations/commission.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** First day of the month and of the next one ('YYYY-MM' in, dates out). */
export function monthRange(month: string): { start: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: `${month}-01`, next: `${next}-01` };
}

/** The agency's name, TÜRSAB and tax numbers; `fallbackTaxNumber` (AGENCY_TAX_NUMBER) when the setting is empty. */
async function agencyOf(db: Db, fallbackTaxNumber: string) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ['brand_name', 'tursab_number', 'agency_tax_number']));
  const get = (key: string) => rows.find((r) => r.key === key)?.value.trim() ?? '';
  return {
    name: get('brand_name') || 'Likya Villa',
    tursabNumber: get('tursab_number'),
    taxNumber: get('agency_tax_number') || fallbackTaxNumber.trim(),
  };
}

const IBAN_RE = /^TR\d{24}$/;
const IDENTITY_RE = /^\d{10,11}$/;

/** Why a stay cannot be notified: owner identity, IBAN, owner name and property location must be known. */
function missingOf(v: {
  identity: string;
  iban: string;
  ownerName: string;
  address: string;
  districtName: string | null;
}): string[] {
  const reasons: string[] = [];
  if (!v.identity) reasons.push('Ev sahibi TC kimlik / vergi numarası eksik.');
  else if (!IDENTITY_RE.test(v.identity)) reasons.push('Ev sahibi kimlik numarası 10 veya 11 haneli olmalı.');
  if (!v.ownerName) reasons.push('Ev sahibi adı eksik.');
  const iban = v.iban.replace(/\s+/g, '').toUpperCase();
  if (!iban) reasons.push('IBAN eksik.');
  else if (!IBAN_RE.test(iban)) reasons.push('IBAN geçersiz (TR ile başlayan 26 karakter olmalı).');
  if (!v.address) reasons.push('Villa adresi eksik.');
  if (!v.districtName) reasons.push('Villanın ilçe/mahalle bilgisi eksik.');
  return reasons;
}

/**
 * The month's confirmed short-term stays (check-out within the month) for the GİB notification;
 * stays whose owner or location data is incomplete are listed apart with the reasons.
 */
export async function btransReport(db: Db, month: string, agencyTaxNumber = ''): Promise<BtransReport> {
  const { start, next } = monthRange(month);
  const rows = await db
    .select({
      r: {
        id: reservations.id,
        code: reservations.reservationCode,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
        nights: reservations.nights,
        guests: reservations.guests,
        total: reservations.totalAmount,
      },
      v: {
        id: villas.id,
        name: villas.name,
        license: villas.licenseNumber,
        address: villas.address,
        identity: villas.btransIdentityNumber,
        ownerName: villas.btransOwnerName,
        iban: villas.btransIban,
        // The rate agreed for the stay (migration 0019); the villa's for rows without one.
        rate: agreedCommissionRate,
      },
      townName: towns.name,
      districtName: districts.name,
    })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .innerJoin(towns, eq(towns.id, villas.townId))
    .leftJoin(districts, eq(districts.id, villas.districtId))
    .where(confirmedWhere(gte(reservations.checkOut, start), lt(reservations.checkOut, next)))
    .orderBy(...byCheckOut);

  const records: BtransRecord[] = [];
  const skipped: BtransSkipped[] = [];
  for (const row of rows) {
    const v = {
      identity: row.v.identity.trim(),
      iban: row.v.iban,
      ownerName: row.v.ownerName.trim(),
      address: row.v.address.trim(),
      districtName: row.districtName,
    };
    const reasons = missingOf(v);
    if (reasons.length > 0) {
      skipped.push({
        reservationId: row.r.id,
        reservationCode: row.r.code,
        villaId: row.v.id,
        villaName: row.v.name,
        checkIn: row.r.checkIn,
        checkOut: row.r.checkOut,
        reasons,
      });
      continue;
    }
    const amount = Number(row.r.total);
    const commissionRate = Number(row.v.rate);
    records.push({
      reservationId: row.r.id,
      reservationCode: row.r.code,
      villaId: row.v.id,
      villaName: row.v.name,
      licenseNumber: row.v.license.trim(),
      address: v.address,
      townName: row.townName,
      districtName: row.districtName ?? '',
      checkIn: row.r.checkIn,
      checkOut: row.r.checkOut,
      nights: row.r.nights,
      guests: row.r.guests,
      amount,
      commissionRate,
      commission: round2((amount * commissionRate) / 100),
      ownerIdentityNumber: v.identity,
      ownerName: v.ownerName,
      iban: v.iban.replace(/\s+/g, '').toUpperCase(),
    });
  }
  const agency = await agencyOf(db, agencyTaxNumber);
  const warnings: string[] = [];
  if (!agency.taxNumber) {
    warnings.push(
      'Acente vergi kimlik numarası tanımlı değil (agency_tax_number ayarı veya AGENCY_TAX_NUMBER ortam değişkeni); XML dosyası oluşturulamaz.',
    );
  }
  if (!agency.tursabNumber) warnings.push('TÜRSAB belge numarası site ayarlarında tanımlı değil.');
  return {
    month,
    agency,
    warnings,
    records,
    skipped,
    totals: {
      count: records.length,
      amount: round2(records.reduce((s, r) => s + r.amount, 0)),
      commission: round2(records.reduce((s, r) => s + r.commission, 0)),
    },
  };
}

/**
 * Every villa with its Ministry permit number and owner, and the confirmed stays that touch the
 * period (a night between from and to, both included).
 */
export async function ministryReport(db: Db, from: string, to: string): Promise<MinistryReport> {
  const villaRows = await db
    .select({
      id: villas.id,
      name: villas.name,
      license: villas.licenseNumber,
      btransOwner: villas.btransOwnerName,
      firstName: users.firstName,
      lastName: users.lastName,
      townName: towns.name,
      districtName: districts.name,
      active: villas.active,
    })
    .from(villas)
    .innerJoin(towns, eq(towns.id, villas.townId))
    .leftJoin(districts, eq(districts.id, villas.districtId))
    .leftJoin(users, eq(users.id, villas.ownerId))
    .orderBy(asc(villas.name), asc(villas.id));
  const stays = await db
    .select({
      id: reservations.id,
      code: reservations.reservationCode,
      villaId: reservations.villaId,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      nights: reservations.nights,
      guests: reservations.guests,
    })
    .from(reservations)
    .where(confirmedWhere(lte(reservations.checkIn, to), gt(reservations.checkOut, from)))
    .orderBy(asc(reservations.checkIn), asc(reservations.id));

  const out: MinistryVilla[] = [];
  for (const v of villaRows) {
    const own = stays.filter((s) => s.villaId === v.id);
    // Unpublished villas without a stay in the period are not part of the report.
    if (!v.active && own.length === 0) continue;
    const userName = [v.firstName, v.lastName].filter(Boolean).join(' ');
    out.push({
      villaId: v.id,
      name: v.name,
      licenseNumber: v.license.trim(),
      ownerName: v.btransOwner.trim() || userName,
      townName: v.townName,
      districtName: v.districtName ?? '',
      stays: own.map((s) => ({
        reservationId: s.id,
        reservationCode: s.code,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        nights: s.nights,
        guests: s.guests,
      })),
    });
  }
  const all = out.flatMap((v) => v.stays);
  return {
    from,
    to,
    villas: out,
    totals: {
      villas: out.length,
      stays: all.length,
      nights: all.reduce((s, x) => s + x.nights, 0),
      guests: all.reduce((s, x) => s + x.guests, 0),
    },
  };
}
