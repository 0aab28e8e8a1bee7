import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DateRangePicker } from './date-range-picker/date-range-picker';

/**
 * The form-field kit's day: a labelled one-day picker bound to a react-hook-form field holding an
 * ISO day ('' while none is picked), showing that field's error from the contract's schema.
 *
 *   <DayField form={form} name="paidAt" label="Ödeme tarihi" />
 */
export function DayField<V extends FieldValues>({
  form,
  name,
  label,
}: {
  // Any context and output type of useForm fit: the field only reads and sets its own value.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as form-fields' AnyForm
  form: UseFormReturn<V, any, any>;
  name: FieldPath<V>;
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateRangePicker
          mode="single"
          label={label}
          value={typeof field.value === 'string' && field.value ? field.value : null}
          onChange={(day) => field.onChange(day ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
