import { useMutation } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { routePath, type Route } from '@villa/shared/api/route';

/**
 * Fetches a file answer of an endpoint (xlsx, pdf) with the admin token and hands it to the browser
 * as a download; resolves to the file's name. An error arrives as a Blob: its JSON envelope is read
 * so the server's Turkish message can be shown.
 */
export async function downloadFile(input: {
  route: Route;
  params: Record<string, string | number | undefined>;
}): Promise<string> {
  const params = Object.fromEntries(
    Object.entries(input.params).filter(([, v]) => v !== undefined && v !== ''),
  );
  try {
    const res = await api.get<Blob>(routePath(input.route), { params, responseType: 'blob' });
    const disposition = String(res.headers['content-disposition'] ?? '');
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'dosya';
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

export function useDownloadFile() {
  return useMutation({ mutationFn: downloadFile });
}
