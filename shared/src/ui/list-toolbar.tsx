import type { CSSProperties } from 'react';
import { Select } from './form';

/** A select's choices: the value sent and the text shown. */
export type Choices = readonly { value: string | number; label: string }[];

/** The choices of a fixed list of codes with their labels: `choicesOf(ROLES, (r) => ROLE_LABELS[r])`. */
export const choicesOf = <T extends string>(codes: readonly T[], labelOf: (code: T) => string) =>
  codes.map((code) => ({ value: code, label: labelOf(code) }));

/** 'Güncelleniyor…' while a list already on screen loads again (a filter changed); nothing otherwise. */
export function Refreshing({ query }: { query: { isFetching: boolean; isPending: boolean } }) {
  return query.isFetching && !query.isPending ? <span style={{ opacity: 0.7 }}>Güncelleniyor…</span> : null;
}

const TOOLBAR_LABEL: CSSProperties = { fontWeight: 600 };
const TOOLBAR_SELECT: CSSProperties = { maxWidth: 220 };

/**
 * A list's filter in the toolbar row above its table: the label, then a select whose first choice is
 * 'Tümü' (value `all`, '' unless the list names it otherwise). `onChange` gets the URL's value: ''
 * for 'Tümü'.
 *
 *   <Row $wrap style={{ marginBottom: 16 }}>
 *     <ToolbarSelect id="role-filter" label="Rol" {...bind('role')} options={choicesOf(ROLES, …)} />
 *     <Refreshing query={users} />
 *   </Row>
 */
export function ToolbarSelect({
  id,
  label,
  value,
  onChange,
  options,
  all = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Choices;
  all?: string;
}) {
  return (
    <>
      <label htmlFor={id} style={TOOLBAR_LABEL}>
        {label}
      </label>
      <Select
        id={id}
        style={TOOLBAR_SELECT}
        value={value}
        onChange={(e) => onChange(e.target.value === all ? '' : e.target.value)}
      >
        <option value={all}>Tümü</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </>
  );
}
