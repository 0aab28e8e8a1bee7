import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { routePath, type Route } from '@villa/shared/api/route';

/**
 * Fetches a report file with the admin token and hands it to the browser as a download. An error
 * arrives as a Blob; its JSON envelope is read so the server's Turkish message can be shown. The
 * file answer is not the endpoint's JSON content, so this reads the body itself (not `request`).
 */
export async function downloadReport(input: {
  route: Route;
  params: Record<string, string>;
}): Promise<string> {
  try {
    const res = await api.get<Blob>(routePath(input.route), { params: input.params, responseType: 'blob' });
    const disposition = String(res.headers['content-disposition'] ?? '');
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'rapor';
    const href = URL.createObjectURL(res.data);
    const a = document.createElement('a');
    a.href = href;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return name;
  } catch (err) {
    const data = (err as { response?: { data?: unknown } } | null)?.response?.data;
    if (data instanceof Blob) {
      try {
        const body = JSON.parse(await data.text()) as { content?: { message?: string } };
        if (body.content?.message) throw new Error(body.content.message);
      } catch (inner) {
        if (inner instanceof Error && !(inner instanceof SyntaxError)) throw inner;
      }
    }
    throw err;
  }
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
