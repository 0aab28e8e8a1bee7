/**
 * Wire shapes of the reports area (ADMIN only): the monthly BTrans short-term rental notification
 * and the villa (Ministry) report. Amounts are in TL.
 */
import { z } from 'zod';
import { isoDate, isoMonth } from './fields';

const reportDate = isoDate;

export const btransQuerySchema = z.object({
  month: isoMonth('Ay'),
  format: z.enum(['json', 'xml'], { message: 'Biçim json veya xml olmalı.' }).default('json'),
});
export type BtransQuery = z.input<typeof btransQuerySchema>;

export const ministryQuerySchema = z
  .object({
    from: reportDate('Başlangıç tarihi'),
    to: reportDate('Bitiş tarihi'),
    format: z.enum(['json', 'xlsx'], { message: 'Biçim json veya xlsx olmalı.' }).default('json'),
  })
  .refine((v) => v.to >= v.from, { message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', path: ['to'] })
  .refine((v) => Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) <= 366 * 86_400_000, {
    message: 'Dönem en fazla bir yıl olabilir.',
    path: ['to'],
  });
export type MinistryQuery = z.input<typeof ministryQuerySchema>;

export interface BtransAgency {
  name: string;
  tursabNumber: string;
  taxNumber: string;
}

/** One confirmed short-term stay as notified to the tax office. */
export interface BtransRecord {
  reservationId: number;
  reservationCode: string;
  villaId: number;
  villaName: string;
  licenseNumber: string;
  address: string;
  townName: string;
  districtName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  amount: number;
  commissionRate: number;
  commission: number;
  ownerIdentityNumber: string;
  ownerName: string;
  iban: string;
}

/** A stay of the month left out of the file, with what is missing. */
export interface BtransSkipped {
  reservationId: number;
  reservationCode: string;
  villaId: number;
  villaName: string;
  checkIn: string;
  checkOut: string;
  reasons: string[];
}

export interface BtransReport {
  month: string;
  agency: BtransAgency;
  /** Problems with the file as a whole (e.g. no agency tax number): the XML cannot be made until fixed. */
  warnings: string[];
  records: BtransRecord[];
  skipped: BtransSkipped[];
  totals: { count: number; amount: number; commission: number };
}

export interface MinistryStay {
  reservationId: number;
  reservationCode: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
}

export interface MinistryVilla {
  villaId: number;
  name: string;
  licenseNumber: string;
  ownerName: string;
  townName: string;
  districtName: string;
  stays: MinistryStay[];
}

export interface MinistryReport {
  from: string;
  to: string;
  villas: MinistryVilla[];
  totals: { villas: number; stays: number; nights: number; guests: number };
}
