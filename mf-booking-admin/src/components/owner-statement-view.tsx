import styled from 'styled-components';
import type { ListQuery } from '@villa/shared/ui/data-table';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { exportOwnerStatement } from '@villa/shared/contracts/routes/owner-statements';
import {
  CLEANING_FEE_KEEPER_LABELS,
  type OwnerStatement,
  type OwnerStatementLine,
  type OwnerStatementTotals,
} from '@villa/shared/contracts/owner-statements';
import { formatDatePattern } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Row } from '@villa/shared/ui/layout';
import { DownloadButton } from './download-buttons';
import { DayRange, RIGHT_CELL, rightHeader } from './table-cells';

const tl = (n: number) => formatMoney(n, 'TL', { decimals: 2 });
const money = (key: keyof OwnerStatementLine, header: string): DataColumn<OwnerStatementLine> => ({
  accessorKey: key,
  header: rightHeader(header),
  cell: ({ getValue }) => <div style={RIGHT_CELL}>{tl(Number(getValue()))}</div>,
});

/** 'Temmuz 2031'. */
export const monthName = (month: string) => formatDatePattern(`${month}-01`, 'MMMM yyyy');

const lineColumns: DataColumn<OwnerStatementLine>[] = [
  { accessorKey: 'code', header: 'Kod' },
  { accessorKey: 'villa_name', header: 'Villa' },
  {
    accessorKey: 'check_out',
    header: 'Tarihler',
    cell: ({ row: { original: l } }) => <DayRange from={l.check_in} to={l.check_out} />,
  },
  { accessorKey: 'nights', header: 'Gece' },
  money('accommodation', 'Konaklama'),
  {
    accessorKey: 'commission',
    header: rightHeader('Komisyon'),
    cell: ({ row: { original: l } }) => (
      <div style={RIGHT_CELL}>
        {tl(l.commission)} <small style={{ opacity: 0.7 }}>%{l.commission_rate}</small>
      </div>
    ),
  },
  {
    accessorKey: 'cleaning_fee',
    header: rightHeader('Temizlik'),
    cell: ({ row: { original: l } }) => (
      <div style={RIGHT_CELL}>
        {tl(l.cleaning_fee)}
        <div style={{ opacity: 0.7, fontSize: 12 }}>{CLEANING_FEE_KEEPER_LABELS[l.cleaning_fee_keeper]}</div>
      </div>
    ),
  },
  money('owner_share', 'Ev sahibi payı'),
  money('received', 'Tahsil edilen'),
];

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-size: 18px;
    font-weight: 700;
    white-space: nowrap;
  }
  div.balance {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const TOTALS: [keyof OwnerStatementTotals, string][] = [
  ['accommodation', 'Konaklama'],
  ['commission', 'Komisyon'],
  ['owner_share', 'Ev sahibi payı'],
  ['received', 'Tahsil edilen'],
  ['carried', 'Devreden'],
  ['payouts', 'Ödenen'],
  ['balance', 'Bakiye'],
];

/** The month's totals; the balance is what the agency still owes the owner. */
export function StatementTotals({ totals }: { totals: OwnerStatementTotals }) {
  return (
    <Totals data-testid="statement-totals">
      {TOTALS.map(([key, label]) => (
        <div key={key} className={key === 'balance' ? 'balance' : undefined} data-testid={`total-${key}`}>
          <dt>{label}</dt>
          <dd>{tl(totals[key])}</dd>
        </div>
      ))}
    </Totals>
  );
}

/** One owner's statement: the stays of the month, the totals and the XLSX/PDF downloads. */
export function OwnerStatementView({
  statement,
  query,
  ownerId,
}: {
  statement: OwnerStatement | undefined;
  query: ListQuery;
  /** Sent with the downloads (ADMIN); an OWNER downloads their own without it. */
  ownerId?: number;
}) {
  const month = statement?.month;
  return (
    <>
      <DataTable
        label="Hakediş ekstresi"
        query={query}
        rows={statement?.lines}
        columns={lineColumns}
        rowKey={(l) => l.reservation_id}
        rowTestId="statement-line"
        empty={
          <EmptyState title="Bu ay konaklama yok">
            Çıkışı bu ayda olan onaylı konaklama bulunmuyor.
          </EmptyState>
        }
      />
      {statement ? <StatementTotals totals={statement.totals} /> : null}
      {month ? (
        <Row $wrap style={{ marginTop: 16 }}>
          <DownloadButton
            route={exportOwnerStatement}
            params={{ month, owner_id: ownerId, format: 'xlsx' }}
            label="Excel indir"
            testId={`statement-xlsx-${month}`}
          />
          <DownloadButton
            route={exportOwnerStatement}
            params={{ month, owner_id: ownerId, format: 'pdf' }}
            label="PDF indir"
            testId={`statement-pdf-${month}`}
          />
        </Row>
      ) : null}
    </>
  );
}
