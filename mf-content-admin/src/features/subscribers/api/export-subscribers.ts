import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { SUBSCRIBERS_EXPORT } from '@villa/shared/contracts/subscribers';

/** The CSV download (not the JSON envelope, so not through request()), saved by the browser as a file. */
export async function exportSubscribers(): Promise<void> {
  const res = await api.get<Blob>(SUBSCRIBERS_EXPORT.path, { responseType: 'blob' });
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
