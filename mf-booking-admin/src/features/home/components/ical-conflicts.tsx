import { apiErrorMessage } from '@villa/shared/api/client';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { useSession } from '@villa/shared/stores/session';
import { Button } from '@villa/shared/ui/button';
import { Badge } from '@villa/shared/ui/feedback';
import { formatDate } from '@villa/shared/lib/format/dates';
import { useIcalConflicts, useResolveIcalConflict } from '../api/get-ical-conflicts';
import { AlertCard } from './alert-card';

const SOURCE: Record<string, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Dış takvim',
};

/** Shown only while external calendars report stays that overlap a booking made here. */
export function IcalConflicts() {
  const { data } = useIcalConflicts();
  const resolve = useResolveIcalConflict();
  const isAdmin = useSession((s) => s.user_role) === 'ADMIN';
  const { toast } = useShellServices();
  if (!data || data.length === 0) return null;
  return (
    <AlertCard $tone="warning" aria-labelledby="ical-conflicts-title" data-testid="ical-conflicts">
      <h2 id="ical-conflicts-title">
        Takvim çakışmaları <Badge $tone="warning">{data.length}</Badge>
      </h2>
      <p>
        Dış takvimlerden gelen bu kayıtlar buradaki bir rezervasyonla çakışıyor; çift rezervasyonu kontrol
        edin.
      </p>
      <ul>
        {data.map((c) => (
          <li key={c.id}>
            <span className="what">
              <strong>{c.villaName}</strong> · {SOURCE[c.feedSource] ?? c.feedSource}
              <small>
                {formatDate(c.startDate)} – {formatDate(c.endDate)}
                {c.summary ? ` · ${c.summary}` : ''}
                {c.conflictNote ? ` · ${c.conflictNote}` : ''}
              </small>
            </span>
            {isAdmin ? (
              <Button
                $size="sm"
                $variant="secondary"
                disabled={resolve.isPending}
                onClick={async () => {
                  try {
                    await resolve.mutateAsync({ params: { id: c.id } });
                    toast('success', 'Çakışma çözüldü olarak işaretlendi.');
                  } catch (err) {
                    toast('error', apiErrorMessage(err));
                  }
                }}
              >
                Çözüldü işaretle
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </AlertCard>
  );
}
