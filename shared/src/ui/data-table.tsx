import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRow,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import styled from 'styled-components';
import { Button } from './button';
import { ErrorState, LoadingBlock } from './feedback';
import { Toggle } from './form';
import { Row } from './layout';
import { Pagination, Table, TableWrap, type PaginationProps } from './table';

/**
 * The admin kit's list: a table with sortable columns (@tanstack/react-table), row actions, the
 * pager with the SPEC §9 page sizes and the loading, error and empty states. Every admin list is
 * built from it (with ConfirmDialog, FormModal and useAdminMutation):
 *
 *   const banks = useQuery(endpointQuery(listBanks));
 *   <DataTable
 *     label="Banka hesapları"
 *     query={banks}
 *     rows={banks.data}
 *     columns={columns}                        // ColumnDef<Bank>[]; accessor columns sort
 *     actions={(b) => <RowActions onEdit={() => edit(b)} onDelete={() => remove(b)} />}
 *     empty={<EmptyState title="Banka hesabı yok" />}
 *   />
 *
 * Rows are keyed by their `id` (`rowKey` for rows without one). A paged list passes `rows={q.data?.items}` and `pager={{ page, pageSize, total: q.data?.total, … }}`;
 * with `sorting` the sort is the server's (the query's input), otherwise the rows on screen are sorted.
 */

/** Column definitions of a DataTable (react-table's, value type left open per column). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (react-table's ColumnDef<T, any>)
export type DataColumn<T> = ColumnDef<T, any>;

/** What the table needs of a query (useQuery's result fits). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A row's key: its `id` unless the table says otherwise (rows without an id must say). */
type RowKeyOf<T> = (row: T) => string | number;
type RowKeyProp<T> = T extends { id: string | number } ? { rowKey?: RowKeyOf<T> } : { rowKey: RowKeyOf<T> };

export type DataTableProps<T> = DataTableBase<T> & RowKeyProp<T>;

interface DataTableBase<T> {
  /** The table's accessible name. */
  label: string;
  query: ListQuery;
  /** The rows once loaded. */
  rows: readonly T[] | undefined;
  columns: DataColumn<T>[];
  /** The cell at the end of each row (RowActions). */
  actions?: (row: T) => ReactNode;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** A data-testid on every row (journeys find rows by it). */
  rowTestId?: string;
  /** Server paging; `total` may be undefined while the first page loads. */
  pager?: Omit<PaginationProps, 'total'> & { total: number | undefined };
  /** Server sorting (the sort is part of the query's input); without it the loaded rows are sorted. */
  sorting?: { state: SortingState; onChange: (next: SortingState) => void };
}

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** Numbers, booleans and dates in order, texts in Turkish alphabetical order; empty values last. */
export const turkishSort: SortingFn<unknown> = (a: TableRow<unknown>, b: TableRow<unknown>, id: string) => {
  const x = a.getValue<unknown>(id);
  const y = b.getValue<unknown>(id);
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(x) || blank(y)) return blank(x) === blank(y) ? 0 : blank(x) ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return collator.compare(String(x), String(y));
};

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const ActionsCell = styled.td`
  width: 1%;
  white-space: nowrap;
`;

const SORT_MARK = { asc: '▲', desc: '▼' } as const;

/** The row's own id, for the tables whose rows have one. */
const byId = <T,>(row: T) => (row as { id: string | number }).id;

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, query, rows, columns, actions, empty, rowTestId, pager, sorting } = props;
  // RowKeyProp makes rowKey optional only for rows with an id; TypeScript can't see that inside.
  const rowKey: RowKeyOf<T> = (props as { rowKey?: RowKeyOf<T> }).rowKey ?? byId;
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const sortState = sorting?.state ?? localSorting;
  const table = useReactTable<T>({
    data: (rows ?? []) as T[],
    columns,
    state: { sorting: sortState },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortState) : updater;
      if (sorting) sorting.onChange(next);
      else setLocalSorting(next);
    },
    manualSorting: !!sorting,
    enableSortingRemoval: true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => String(rowKey(row)),
    defaultColumn: { sortingFn: turkishSort as SortingFn<T> },
  });

  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!rows || rows.length === 0) {
    // An empty later page still needs its pager to go back.
    return (
      <>
        {empty}
        {pager && (pager.total ?? 0) > 0 ? <Pagination {...pager} total={pager.total ?? 0} /> : null}
      </>
    );
  }

  return (
    <>
      <TableWrap>
        <Table aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <SortButton onClick={header.column.getToggleSortingHandler()}>
                          {content}
                          <span aria-hidden="true">{sorted ? SORT_MARK[sorted] : '↕'}</span>
                        </SortButton>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
                {actions ? <th aria-label="İşlemler" /> : null}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={rowTestId}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
                {actions ? <ActionsCell>{actions(row.original)}</ActionsCell> : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {pager ? <Pagination {...pager} total={pager.total ?? 0} /> : null}
    </>
  );
}

/** The usual row actions: 'Düzenle' and 'Sil', plus any others before them. */
/** What activeColumn needs of the activity mutation (useAdminMutation's result fits). */
export interface ActivityMutation {
  isPending: boolean;
  run: (input: { body: { id: number; active: boolean } }) => unknown;
}

/**
 * The 'Aktif' column of a list whose rows can be switched on and off: a switch per row that sends
 * `{ id, active }` through the activity endpoint; `name` labels it ('… aktif') for screen readers.
 */
export function activeColumn<T extends { id: number; active: boolean }>(
  activity: ActivityMutation,
  name: (row: T) => string,
): DataColumn<T> {
  return {
    id: 'active',
    accessorFn: (row) => row.active,
    header: 'Aktif',
    cell: ({ row: { original } }) => (
      <Toggle
        checked={original.active}
        disabled={activity.isPending}
        onChange={(active) => void activity.run({ body: { id: original.id, active } })}
        label={`${name(original)} aktif`}
        hideLabel
      />
    ),
  };
}

export function RowActions({
  onEdit,
  onDelete,
  children,
  editLabel = 'Düzenle',
  deleteLabel = 'Sil',
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
  editLabel?: string;
  deleteLabel?: string;
}) {
  return (
    <Row $justify="flex-end" $gap="6px">
      {children}
      {onEdit ? (
        <Button $variant="secondary" $size="sm" onClick={onEdit}>
          {editLabel}
        </Button>
      ) : null}
      {onDelete ? (
        <Button $variant="ghost" $size="sm" onClick={onDelete}>
          {deleteLabel}
        </Button>
      ) : null}
    </Row>
  );
}
