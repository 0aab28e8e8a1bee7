import { exportTransactions } from '@villa/shared/contracts/routes/exports';
import { DownloadButton } from '../../../components/download-buttons';
import type { TransactionsFilter } from '../api/get-transactions';

/** 'Excel'e aktar': the payments with the list's filters (method, status), every page. */
export function TransactionsExport({ filter }: { filter: TransactionsFilter }) {
  return (
    <DownloadButton
      route={exportTransactions}
      params={{ method: filter.method || undefined, status: filter.status || undefined }}
      label="Excel'e aktar"
      testId="transactions-export"
    />
  );
}
