import type { DataColumn } from '@villa/shared/ui/data-table';
import { Badge } from '@villa/shared/ui/feedback';

/** The 'Tekne' column of a list whose rows boats use (marinas, boat types): their count as a badge. */
export function boatCountColumn<T extends { boat_count: number }>(): DataColumn<T> {
  return {
    id: 'boat_count',
    accessorFn: (row) => row.boat_count,
    header: 'Tekne',
    cell: ({ row: { original } }) => (
      <Badge $tone={original.boat_count > 0 ? 'info' : 'neutral'}>{original.boat_count}</Badge>
    ),
  };
}
