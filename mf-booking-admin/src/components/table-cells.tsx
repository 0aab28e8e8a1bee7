import type { ReactNode } from 'react';
import { formatDate } from '@villa/shared/lib/format/dates';
import type { DataColumn } from '@villa/shared/ui/data-table';

/** A money or count cell: right-aligned on one line. */
export const RIGHT_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A DataTable column header right-aligned over its RIGHT_CELL cells. */
export const rightHeader = (text: string) => () => (
  <span style={{ display: 'block', textAlign: 'right' }}>{text}</span>
);

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const SUB_LINE = { opacity: 0.7, fontSize: 13 } as const;

/** The muted second line under a cell's main text (a phone under a name). */
export const SubLine = ({ children }: { children: ReactNode }) => <div style={SUB_LINE}>{children}</div>;

/**
 * A stay's or closing's days on one line ('1 Tem 2031 – 8 Tem 2031'), with its SubLine under them
 * when there are `children` (nights and guests).
 */
export function DayRange({ from, to, children }: { from: string; to: string; children?: ReactNode }) {
  const days = `${formatDate(from)} – ${formatDate(to)}`;
  return children === undefined ? (
    <span style={NOWRAP}>{days}</span>
  ) : (
    <div style={NOWRAP}>
      {days}
      <SubLine>{children}</SubLine>
    </div>
  );
}

/** The keys of T whose values are text. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

/**
 * A column of a row's text with a SubLine under it (a customer's name over their phone), sorted by
 * that text: `subLineColumn<ReservationRow>('customerName', 'Müşteri', (r) => r.customerPhone)`.
 */
export function subLineColumn<T>(key: TextKey<T>, header: string, sub: (row: T) => ReactNode): DataColumn<T> {
  return {
    accessorKey: key,
    header,
    cell: ({ row: { original } }) => (
      <>
        {/* A text key's value is a string (TextKey); TypeScript cannot narrow T[K] itself. */}
        {original[key] as ReactNode}
        <SubLine>{sub(original)}</SubLine>
      </>
    ),
  };
}
