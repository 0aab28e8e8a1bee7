import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { slugify } from '../lib/turkish';
import { Field, Input, Select, Textarea, Toggle } from './form';

/**
 * The form-field kit: one line per field of a react-hook-form form instead of the label, control and
 * error written out each time. Each field registers itself on `form` (useForm's result, or
 * useCrudForm's `form`) and shows that field's error from the contract's schema.
 *
 *   <InputField form={form} name="name" label="Tekne adı" autoComplete="off" />
 *   <NumberField form={form} name="capacity" label="Kapasite (kişi)" min={1} />
 *   <TextareaField form={form} name="description" label="Açıklama" rows={5} />
 *   <ToggleField form={form} name="active" label="Aktif (sitede görünür)" fallback />
 *   <SlugField form={form} from="name" example="ilce-adi" />
 */

// The kit reads and registers fields only; the form's context and transformed (output) values are
// whatever the caller's useForm declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type of useForm fit
type AnyForm<V extends FieldValues> = UseFormReturn<V, any, any>;

interface FieldBase<V extends FieldValues> {
  form: AnyForm<V>;
  name: FieldPath<V>;
  label: string;
  hint?: string;
  /** An error of the field's own (options that failed to load…), shown when the form has none. */
  fallbackError?: string;
}

/** A field's props split into the Field's (label, hint, error), the registration and the control's own. */
function split<V extends FieldValues, P extends FieldBase<V>>(props: P) {
  const { form, name, label, hint, fallbackError, ...control } = props;
  const error = form.getFieldState(name, form.formState).error?.message ?? fallbackError;
  return { field: { label, hint, error }, registered: form.register(name), control };
}

type InputFieldProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentProps<typeof Input>, 'form' | 'name' | keyof FieldBase<V>>;

/** A labelled text input (any `type`: text, time, e-mail…). */
export function InputField<V extends FieldValues>(props: InputFieldProps<V>) {
  const { field, registered, control } = split<V, InputFieldProps<V>>(props);
  return (
    <Field {...field}>
      <Input {...control} {...registered} />
    </Field>
  );
}

/**
 * A labelled number input: whole numbers (inputMode numeric) unless `decimal`, which takes a step
 * of `step` (0.01 by default) and the decimal keyboard.
 */
export function NumberField<V extends FieldValues>({
  decimal,
  step,
  ...props
}: InputFieldProps<V> & { decimal?: boolean }) {
  return decimal ? (
    <InputField type="number" inputMode="decimal" step={step ?? '0.01'} {...props} />
  ) : (
    <InputField type="number" inputMode="numeric" step={step} {...props} />
  );
}

type TextareaFieldProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentProps<typeof Textarea>, 'form' | 'name' | keyof FieldBase<V>>;

/** A labelled textarea. */
export function TextareaField<V extends FieldValues>(props: TextareaFieldProps<V>) {
  const { field, registered, control } = split<V, TextareaFieldProps<V>>(props);
  return (
    <Field {...field}>
      <Textarea {...control} {...registered} />
    </Field>
  );
}

type SelectFieldProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentProps<typeof Select>, 'form' | 'name' | keyof FieldBase<V>> & {
    /** The first option, value '' ('İlçe seçin', 'Atanmadı'); none: the field always has one of the options. */
    placeholder?: string;
    options: readonly { value: string | number; label: ReactNode }[] | undefined;
  };

/** A labelled select with the given options, after an empty first one when there is a placeholder. */
export function SelectField<V extends FieldValues>(props: SelectFieldProps<V>) {
  const { field, registered, control } = split<V, SelectFieldProps<V>>(props);
  const { placeholder, options, ...select } = control;
  return (
    <Field {...field}>
      <Select {...select} {...registered}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A switch bound to a boolean field: `fallback` while the field has no value; a change marks the
 * form dirty (the save button of an edit form wakes up).
 */
export function ToggleField<V extends FieldValues>({
  form,
  name,
  label,
  fallback = false,
  disabled,
}: {
  form: AnyForm<V>;
  name: FieldPath<V>;
  label: ReactNode;
  fallback?: boolean;
  disabled?: boolean;
}) {
  const value: unknown = form.watch(name);
  return (
    <Toggle
      checked={typeof value === 'boolean' ? value : fallback}
      disabled={disabled}
      // The field is a boolean one (the caller names it); react-hook-form cannot narrow a path's value.
      onChange={(v) => form.setValue(name, v as PathValue<V, FieldPath<V>>, { shouldDirty: true })}
      label={label}
    />
  );
}

/**
 * 'Adres (slug)': the `slug` field, whose hint shows the address the API makes from the `from` field
 * when it is left empty (`example` while that is empty too).
 */
export function SlugField<V extends FieldValues>({
  form,
  from,
  example,
}: {
  form: AnyForm<V>;
  from: FieldPath<V>;
  example: string;
}) {
  const source: unknown = form.watch(from);
  return (
    <InputField
      form={form}
      // Every contract with an address names its field `slug`; a generic form cannot prove it has one.
      name={'slug' as FieldPath<V>}
      label="Adres (slug)"
      hint={`Boşsa: ${slugify(String(source ?? '')) || example}`}
    />
  );
}
