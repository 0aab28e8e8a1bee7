import { apiErrorMessage } from '@villa/shared/api/client';
import type { Route } from '@villa/shared/api/route';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { useDownloadFile } from '../api/download-file';

/** One download button: the file of `route` with `params`, a toast on failure. */
export function DownloadButton({
  route,
  params,
  label,
  testId,
  variant = 'secondary',
}: {
  route: Route;
  params: Record<string, string | number | undefined>;
  label: string;
  testId?: string;
  variant?: 'primary' | 'secondary';
}) {
  const download = useDownloadFile();
  const { toast } = useShellServices();
  const onClick = async () => {
    try {
      await download.mutateAsync({ route, params });
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };
  return (
    <Button
      $variant={variant}
      onClick={() => void onClick()}
      disabled={download.isPending}
      data-testid={testId}
    >
      {download.isPending ? 'Hazırlanıyor…' : label}
    </Button>
  );
}

/** A list's query as an export's parameters: the same filters, without its page (skip/take). */
export function exportParamsOf(query: object): Record<string, string | number | undefined> {
  const params: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'skip' || key === 'take' || value === undefined || value === null) continue;
    params[key] = typeof value === 'number' ? value : String(value);
  }
  return params;
}
