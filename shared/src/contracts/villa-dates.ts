import { z } from 'zod';
import { isoDate, optionalText, recordId } from './fields';

/** A villa's blocked nights (SPEC §7 /v1/admin/villas/date): staff closings beside reservations and synced events. */

/** What blocks a night: a reservation, a staff closing, a synced channel event, a manual closing. */
export const VILLA_BLOCK_KINDS = ['reservation', 'closed', 'ical', 'external'] as const;
export type VillaBlockKind = (typeof VILLA_BLOCK_KINDS)[number];

/** A blocked range of the calendar; end_date is exclusive (the day the villa is free again). */
export interface VillaDate {
  id: number;
  villa_id: number;
  kind: VillaBlockKind;
  start_date: string;
  end_date: string;
  note: string;
  reservation_code: string | null;
  source: string | null;
}

const dateFields = {
  start_date: isoDate('Başlangıç tarihi'),
  /** Exclusive: the day the villa is free again. */
  end_date: isoDate('Bitiş (boşalma) tarihi'),
  note: optionalText('Not', 500),
};
const dateOrdered = (v: { start_date: string; end_date: string }) => v.end_date > v.start_date;
const dateOrderedMessage = {
  message: 'Bitiş (boşalma) tarihi başlangıç tarihinden sonra olmalı.',
  path: ['end_date'],
};
export const villaDateBodySchema = z
  .object({ villa_id: recordId('Villa'), ...dateFields })
  .refine(dateOrdered, dateOrderedMessage);
export type VillaDateBody = z.infer<typeof villaDateBodySchema>;
export const villaDateUpdateSchema = z.object(dateFields).refine(dateOrdered, dateOrderedMessage);
export type VillaDateUpdateBody = z.infer<typeof villaDateUpdateSchema>;
