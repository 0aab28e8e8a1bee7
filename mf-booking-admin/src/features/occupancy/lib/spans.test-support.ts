import type { OccupancyRangeSpan } from '@villa/shared/contracts/occupancy';

/** A timeline span for the tests: a confirmed booking of villa 1 unless `extra` says otherwise. */
export const span = (
  start: string,
  end: string,
  extra: Partial<OccupancyRangeSpan> = {},
): OccupancyRangeSpan => ({
  villaId: 1,
  start,
  end,
  kind: 'booked',
  reservationId: 7,
  reservationCode: 'RZ7',
  customerName: 'Ayşe Yılmaz',
  label: '',
  status: 'confirmed',
  source: 'reservation',
  channel: null,
  closingId: null,
  note: '',
  ...extra,
});
