import { addDaysIso } from '@villa/shared/lib/format/dates';
import type { DateRangeValue } from '@villa/shared/ui/date-range-picker/date-range-picker';

/**
 * A price period on the wire names its nights: start_date is the first night, end_date the last
 * (both included). The date picker picks stays, whose end is the morning after the last night
 * (excluded). So the picker shows to = end_date + 1 day, and a picked `to` is saved as to − 1 day.
 */
export function periodToRange(startDate: string, endDate: string): DateRangeValue {
  return { from: startDate || null, to: endDate ? addDaysIso(endDate, 1) : null };
}

export function rangeToPeriod(range: DateRangeValue): { start_date: string; end_date: string } {
  return { start_date: range.from ?? '', end_date: range.to ? addDaysIso(range.to, -1) : '' };
}
