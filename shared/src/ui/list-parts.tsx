import type { ReactNode } from 'react';
import { Button } from './button';
import type { DataColumn } from './data-table';
import { PlusIcon } from './icons';

/** A list's "new row" button: the plus icon, then the text ('Yeni Marina'). */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <PlusIcon size={18} /> {children}
    </Button>
  );
}

/** A DataTable's first column: the row's name in bold, sortable by it. */
export function nameColumn<T extends { name: string }>(header: string): DataColumn<T> {
  return {
    id: 'name',
    accessorFn: (row) => row.name,
    header,
    cell: ({ row: { original } }) => <strong>{original.name}</strong>,
  };
}
