import type { ReservationDetail } from '@villa/shared/contracts/bookings';
import { MAIL_TEMPLATE_KIND_LABELS, type MailTemplateKind } from '@villa/shared/contracts/content';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { Card } from '@villa/shared/ui/layout';
import { DetailGrid, Timeline } from './detail-layout';

const MAIL_STATUS: Record<string, string> = {
  sent: 'gönderildi',
  stored: 'giden kutusunda',
  sending: 'gönderiliyor',
  failed: 'gönderilemedi (tekrar denenecek)',
};

/** The message's kind in Turkish (the mail template's name), or nothing for an unknown kind. */
const kindLabel = (kind: string): string | undefined => MAIL_TEMPLATE_KIND_LABELS[kind as MailTemplateKind];

/** The messages sent to the customer (ADMIN) and the reservation's log. */
export function ReservationHistory({ r, showMessages }: { r: ReservationDetail; showMessages: boolean }) {
  return (
    <DetailGrid>
      {showMessages ? (
        <Card>
          <h2>Gönderilen mesajlar</h2>
          {r.messages.length === 0 ? (
            <p style={{ opacity: 0.75 }}>Bu rezervasyona henüz mesaj gönderilmedi.</p>
          ) : (
            <Timeline>
              {r.messages.map((m) => (
                <li key={m.id} data-testid="reservation-message">
                  <strong>{m.subject}</strong>
                  <div>
                    <small>
                      {kindLabel(m.kind) ? `${kindLabel(m.kind)} · ` : ''}
                      {formatDateTime(m.createdAt)} · {m.toAddress} · {MAIL_STATUS[m.status] ?? 'hata'}
                    </small>
                  </div>
                  <details>
                    <summary>İçeriği göster</summary>
                    <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>{m.text}</pre>
                  </details>
                </li>
              ))}
            </Timeline>
          )}
        </Card>
      ) : null}
      <Card>
        <h2>İşlem geçmişi</h2>
        <Timeline>
          {r.logs.map((l) => (
            <li key={l.id}>
              {l.message}
              <div>
                <small>
                  {formatDateTime(l.createdAt)}
                  {l.userName ? ` · ${l.userName}` : ' · Sistem'}
                </small>
              </div>
            </li>
          ))}
        </Timeline>
      </Card>
    </DetailGrid>
  );
}
