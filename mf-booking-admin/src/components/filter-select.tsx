import type { CSSProperties } from 'react';
import { Select } from '@villa/shared/ui/form';
import type { Choices } from '@villa/shared/ui/list-toolbar';
import { useVillaOptions } from '../api/get-villa-options';

/** The label of a filter standing in a plain row (a FilterGrid styles its own labels). */
export const ROW_FILTER_LABEL: CSSProperties = { display: 'grid', gap: 4, fontWeight: 600 };

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices: value and shown text. */
  options: Choices | undefined;
  /** The first choice, '' in the URL ('Tümü'); null: none (the filter always has a value). */
  all?: string | null;
  style?: CSSProperties;
}

/** A list filter's labelled select; a choice goes to `onChange` as the URL's value. */
export function FilterSelect({ label, value, onChange, options, all = 'Tümü', style }: FilterSelectProps) {
  return (
    <label style={style}>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        {all === null ? null : <option value="">{all}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </label>
  );
}

/** 'Villa': every villa of the admin's villa options, 'Tüm villalar' first. */
export function VillaFilterSelect({
  value,
  onChange,
  style,
}: Pick<FilterSelectProps, 'value' | 'onChange' | 'style'>) {
  const villas = useVillaOptions();
  return (
    <FilterSelect
      label="Villa"
      value={value}
      onChange={onChange}
      all="Tüm villalar"
      options={villas.data?.map((v) => ({ value: v.id, label: v.name }))}
      style={style}
    />
  );
}
