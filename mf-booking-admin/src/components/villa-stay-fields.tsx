import { useMemo } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { Field, Select } from '@villa/shared/ui/form';
import { useVillaOptions } from '../api/get-villa-options';
import { useVillasWithDates, villaCalendar, type OwnStay } from '../api/villa-calendar';

interface Props<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  /** The form's fields: the villa's id and the stay's first and last day. */
  names: { villa: Path<T>; from: Path<T>; to: Path<T> };
  villaError?: string;
  labels: { from: string; to: string };
  /** The record edited, whose own nights stay pickable (memoised by the caller); null for a new one. */
  own: OwnStay | null;
  /** The form is open: the villas' calendars load then. */
  open: boolean;
  /** The villa's minimum stays in the picker (a reservation; a closing has none). */
  minStays?: boolean;
  /** ' (pasif)' after an inactive villa's name. */
  markInactive?: boolean;
}

/**
 * A booking form's villa select and date range: the picker shows the chosen villa's booked and
 * closed nights (and, for a reservation, its minimum stays), the edited record's own left out.
 */
export function VillaStayFields<T extends FieldValues>({
  control,
  register,
  names,
  villaError,
  labels,
  own,
  open,
  minStays = false,
  markInactive = false,
}: Props<T>) {
  const villas = useVillaOptions();
  const from = useController({ control, name: names.from });
  const to = useController({ control, name: names.to });
  const villaId = Number(useWatch({ control, name: names.villa }));
  const calendars = useVillasWithDates(open);
  const calendar = useMemo(
    () =>
      villaCalendar(
        calendars.data?.find((v) => v.id === villaId),
        own,
      ),
    [calendars.data, villaId, own],
  );
  return (
    <>
      <div className="full">
        <Field label="Villa" error={villaError}>
          <Select {...register(names.villa)}>
            <option value="">Villa seçin</option>
            {villas.data?.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
                {markInactive && !v.active ? ' (pasif)' : ''}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="full">
        <DateRangePicker
          labels={labels}
          value={{ from: (from.field.value as string) || null, to: (to.field.value as string) || null }}
          onChange={(v) => {
            from.field.onChange(v.from ?? '');
            to.field.onChange(v.to ?? '');
          }}
          blocked={calendar.blocked}
          {...(minStays ? { periods: calendar.periods } : {})}
          error={from.fieldState.error?.message ?? to.fieldState.error?.message}
        />
      </div>
    </>
  );
}
