import { useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import type { Route } from '@villa/shared/api/route';
import { apiErrorMessage } from '@villa/shared/api/client';
import { withFilters } from '@villa/shared/lib/url-filters';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { DateRangePicker, type DateRangeValue } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { useDownloadFile } from '../../../api/download-file';

/**
 * A report's period in the URL (`from`, `to`): a range being picked (its end not chosen yet) stays
 * a draft here and the report follows a whole one; a cleared range drops both (the default period).
 */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<DateRangeValue | null>(null);
  const pick = (range: DateRangeValue) => {
    if (range.from && range.to) {
      setDraft(null);
      setParams(withFilters(params, { from: range.from, to: range.to }));
    } else if (!range.from && !range.to) {
      setDraft(null);
      setParams(withFilters(params, { from: '', to: '' }));
    } else setDraft(range);
  };
  return { draft, pick };
}

/** The report's period picker: `sameDay` when both days are in the period, else the end is excluded. */
export function ReportPeriodPicker({
  width,
  sameDay = false,
  value,
  onChange,
  error,
}: {
  width: number;
  sameDay?: boolean;
  value: DateRangeValue;
  onChange: (range: DateRangeValue) => void;
  error: string | null;
}) {
  return (
    <div style={{ flex: `0 1 ${width}px`, minWidth: 0 }}>
      <DateRangePicker
        size="compact"
        sameDay={sameDay}
        labels={{ from: 'Başlangıç', to: sameDay ? 'Bitiş' : 'Bitiş (hariç)' }}
        value={value}
        onChange={onChange}
        error={error ?? undefined}
      />
    </div>
  );
}

/** 'Excel indir': the report's xlsx with the given query, its name or the server's refusal as a toast. */
export function ExcelDownloadButton({
  route,
  params,
  disabled,
}: {
  route: Route;
  params: Record<string, string | number | undefined>;
  disabled: boolean;
}) {
  const download = useDownloadFile();
  const { toast } = useShellServices();
  const onDownload = async () => {
    try {
      const name = await download.mutateAsync({ route, params: { ...params, format: 'xlsx' } });
      toast('success', `${name} indirildi.`);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };
  return (
    <Button onClick={() => void onDownload()} disabled={download.isPending || disabled}>
      {download.isPending ? 'Hazırlanıyor…' : 'Excel indir'}
    </Button>
  );
}
