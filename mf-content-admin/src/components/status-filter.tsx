import { Row } from '@villa/shared/ui/layout';
import { ToolbarSelect } from '@villa/shared/ui/list-toolbar';

type StatusChoices<S extends string> = readonly { value: S; label: string }[];

/** The status the URL asks for when it is one of `choices`; 'all' otherwise (none, or unknown). */
export const statusIn = <S extends string>(value: string, choices: StatusChoices<S>): S | 'all' =>
  choices.find((c) => c.value === value)?.value ?? 'all';

/** 'Durum' above a list: 'Tümü' (value 'all', no status in the URL) or one of `choices`. */
export function StatusFilter<S extends string>({
  id,
  choices,
  value,
  onChange,
}: {
  id: string;
  choices: StatusChoices<S>;
  value: S | 'all';
  /** The URL's value: '' for 'Tümü'. */
  onChange: (status: string) => void;
}) {
  return (
    <Row $wrap style={{ marginBottom: 16 }}>
      <ToolbarSelect id={id} label="Durum" all="all" value={value} onChange={onChange} options={choices} />
    </Row>
  );
}
