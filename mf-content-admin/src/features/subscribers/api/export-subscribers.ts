import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';

/** GET /v1/admin/subscriber/export, saved by the browser as a CSV file. */
export async function exportSubscribers(): Promise<void> {
  const res = await api.get<Blob>('/v1/admin/subscriber/export', { responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'aboneler.csv';
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportSubscribers = () => useMutation({ mutationFn: exportSubscribers });
