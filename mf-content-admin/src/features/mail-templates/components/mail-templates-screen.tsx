import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { MAIL_TEMPLATE_KIND_LABELS } from '@villa/shared/contracts/content';
import type { MailTemplate } from '@villa/shared/contracts/mail-templates';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Toggle } from '@villa/shared/ui/form';
import { QueryView } from '@villa/shared/ui/query-view';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { useTemplates } from '../api/get-templates';
import { useSetTemplateActivity } from '../api/set-template-activity';
import { TemplateEditorModal } from './template-editor-modal';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const TemplateCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .subject {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/** Mail şablonları: the reservation e-mails, one active template per kind. */
export function MailTemplatesScreen() {
  const templates = useTemplates();
  const activity = useSetTemplateActivity();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<MailTemplate | null>(null);

  const toggle = async (t: MailTemplate, active: boolean) => {
    try {
      await activity.mutateAsync({ body: { id: t.id, active } });
      toast(
        active ? 'success' : 'info',
        active
          ? 'Şablon aktif; bu türdeki e-postalar bununla gönderilir.'
          : 'Şablon pasif; bu türde e-posta gönderilemez.',
      );
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Mail Şablonları"
        description="Rezervasyon e-postalarının metinleri. Yer tutucular gönderimde müşterinin bilgileriyle doldurulur."
      />
      <QueryView query={templates}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title="Şablon yok" />
          ) : (
            <Grid>
              {data.map((t) => (
                <TemplateCard key={t.id} data-testid="template-card">
                  <Row $justify="space-between">
                    <Badge $tone="info">{MAIL_TEMPLATE_KIND_LABELS[t.kind]}</Badge>
                    <Toggle
                      checked={t.active}
                      disabled={activity.isPending}
                      onChange={(v) => void toggle(t, v)}
                      label={`${t.name} aktif`}
                      hideLabel
                    />
                  </Row>
                  <h2>{t.name}</h2>
                  <div className="subject">Konu: {t.subject}</div>
                  <Row $justify="space-between">
                    <span style={{ fontSize: 12, opacity: 0.7 }}>
                      Güncellendi: {formatDateTime(t.updatedAt)}
                    </span>
                    <Button $variant="secondary" $size="sm" onClick={() => setEditing(t)}>
                      Düzenle
                    </Button>
                  </Row>
                </TemplateCard>
              ))}
            </Grid>
          )
        }
      </QueryView>
      <TemplateEditorModal template={editing} open={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
