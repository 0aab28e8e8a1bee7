import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@villa/shared/parcel/router';
import { endpointQuery } from '@villa/shared/api/request';
import {
  PAYOUT_METHOD_LABELS,
  type OwnerPayout,
  type OwnerStatement,
} from '@villa/shared/contracts/owner-statements';
import {
  deleteOwnerPayout,
  getOwnerStatement,
  listOwnerPayouts,
} from '@villa/shared/contracts/routes/owner-statements';
import { formatDate, thisMonthIso } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog, crudRowActions } from '@villa/shared/ui/crud-dialogs';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Select } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { monthName, OwnerStatementView, StatementTotals } from '../../../components/owner-statement-view';
import { PayoutFormModal } from './payout-form-modal';
import { RIGHT_CELL, rightHeader } from '../../../components/table-cells';

const tl = (n: number) => formatMoney(n, 'TL', { decimals: 2 });

/** The last 24 months, newest first ('YYYY-MM'). */
function recentMonths(now = thisMonthIso()): string[] {
  const [y, m] = now.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => {
    const idx = y * 12 + (m - 1) - i;
    return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
  });
}

type OwnerRow = OwnerStatement['owners'][number];

const TOTAL_LABELS = {
  accommodation: 'Konaklama',
  commission: 'Komisyon',
  owner_share: 'Ev sahibi payı',
  received: 'Tahsil edilen',
  carried: 'Devreden',
  payouts: 'Ödenen',
  balance: 'Bakiye',
} as const;

const payoutColumns: DataColumn<OwnerPayout>[] = [
  { accessorKey: 'paid_on', header: 'Tarih', cell: ({ row: { original: p } }) => formatDate(p.paid_on) },
  {
    accessorKey: 'amount',
    header: rightHeader('Tutar'),
    cell: ({ row: { original: p } }) => <div style={RIGHT_CELL}>{tl(p.amount)}</div>,
  },
  {
    accessorKey: 'method',
    header: 'Yöntem',
    cell: ({ row: { original: p } }) => PAYOUT_METHOD_LABELS[p.method],
  },
  { accessorKey: 'note', header: 'Not' },
];

/**
 * 'Hakediş' (ADMIN, Raporlar): every owner's totals for a month; choosing an owner shows their
 * statement (stays, totals, downloads) and the payouts of the month with 'Ödeme ekle'; a mistyped
 * payout is corrected ('Düzenle') or deleted ('Sil', after a confirmation).
 */
export function OwnerStatementsScreen() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') || thisMonthIso();
  const ownerId = Number(params.get('owner_id')) || undefined;
  const payouts = useCrudState<OwnerPayout>();
  const removePayout = useAdminMutation(deleteOwnerPayout, {
    invalidates: [getOwnerStatement, listOwnerPayouts],
    success: 'Ödeme silindi.',
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const summary = useQuery(endpointQuery(getOwnerStatement, { query: { month } }));
  const one = useQuery({
    ...endpointQuery(getOwnerStatement, { query: { month, owner_id: ownerId } }),
    enabled: ownerId !== undefined,
  });
  const owners = summary.data?.owners ?? [];
  const ownerName = one.data?.owner?.name ?? owners.find((o) => o.owner.id === ownerId)?.owner.name ?? '';

  const ownerColumns: DataColumn<OwnerRow>[] = [
    {
      accessorFn: (r) => r.owner.name,
      id: 'owner',
      header: 'Ev sahibi',
      cell: ({ row: { original: r } }) => (
        <Button $variant="ghost" $size="sm" onClick={() => set('owner_id', String(r.owner.id))}>
          {r.owner.name}
        </Button>
      ),
    },
    ...(
      ['accommodation', 'commission', 'owner_share', 'received', 'carried', 'payouts', 'balance'] as const
    ).map((key): DataColumn<OwnerRow> => ({
      accessorFn: (r) => r.totals[key],
      id: key,
      header: rightHeader(TOTAL_LABELS[key]),
      cell: ({ getValue }) => <div style={RIGHT_CELL}>{tl(Number(getValue()))}</div>,
    })),
  ];

  return (
    <>
      <PageHeader
        title="Hakediş"
        description="Ev sahiplerinin aylık hakediş ekstresi: çıkışı o ayda olan onaylı konaklamalar, komisyon, ödemeler ve devreden bakiye."
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
            Ay
            <Select
              value={month}
              onChange={(e) => set('month', e.target.value)}
              data-testid="statement-month"
            >
              {recentMonths().map((m) => (
                <option key={m} value={m}>
                  {monthName(m)}
                </option>
              ))}
            </Select>
          </label>
          <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
            Ev sahibi
            <Select
              value={ownerId ?? ''}
              onChange={(e) => set('owner_id', e.target.value)}
              data-testid="statement-owner"
            >
              <option value="">Tüm ev sahipleri</option>
              {owners.map((o) => (
                <option key={o.owner.id} value={o.owner.id}>
                  {o.owner.name}
                </option>
              ))}
            </Select>
          </label>
        </Row>
        {ownerId === undefined ? (
          <>
            <DataTable
              label="Ev sahiplerinin toplamları"
              query={summary}
              rows={owners}
              columns={ownerColumns}
              rowKey={(r) => r.owner.id}
              rowTestId="statement-owner-row"
              empty={<EmptyState title="Ev sahibi yok">Villası olan bir ev sahibi bulunmuyor.</EmptyState>}
            />
            {summary.data ? <StatementTotals totals={summary.data.totals} /> : null}
          </>
        ) : (
          <OwnerStatementView statement={one.data} query={one} ownerId={ownerId} />
        )}
      </Card>
      {ownerId !== undefined ? (
        <Card style={{ marginTop: 24 }}>
          <Row $justify="space-between" style={{ marginBottom: 12 }}>
            <h2 style={{ margin: 0, fontSize: 18 }}>Ödemeler · {monthName(month)}</h2>
            <Button onClick={payouts.create} data-testid="payout-add">
              Ödeme ekle
            </Button>
          </Row>
          <DataTable
            label="Ev sahibine ödemeler"
            query={one}
            rows={one.data?.payouts}
            columns={payoutColumns}
            rowTestId="payout-row"
            actions={crudRowActions(payouts)}
            empty={<EmptyState title="Bu ay ödeme yok" />}
          />
          <PayoutFormModal
            key={ownerId}
            ownerId={ownerId}
            ownerName={ownerName}
            payout={payouts.editing}
            open={payouts.formOpen}
            onClose={payouts.closeForm}
          />
          <CrudDeleteDialog
            crud={payouts}
            title="Ödemeyi sil"
            onDelete={(p) => removePayout.run({ params: { id: p.id } })}
          >
            {(p) => (
              <>
                <strong>{formatDate(p.paid_on)}</strong> tarihli <strong>{tl(p.amount)}</strong> ödeme
                silinecek ve bakiye yeniden hesaplanacak. Emin misiniz?
              </>
            )}
          </CrudDeleteDialog>
        </Card>
      ) : null}
    </>
  );
}
