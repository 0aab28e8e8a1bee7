import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import {
  ICAL_SOURCE_LABELS,
  ICAL_SOURCES,
  icalFeedBodySchema,
  type IcalChange,
  type IcalSource,
  type IcalSyncPreview,
  type IcalSyncResult,
} from '@villa/shared/contracts/ical';
import { deleteIcalFeed } from '@villa/shared/contracts/routes/ical';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Field, Input, Select } from '@villa/shared/ui/form';
import { Card, Row, Stack } from '@villa/shared/ui/layout';
import { formatDate, formatDateTime } from '@villa/shared/lib/format/dates';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { villaQueries } from '../../../api/query-keys';
import { useIsOwner } from '../../../lib/use-role';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useConflicts, useResolveConflict } from '../api/get-conflicts';
import { useAddFeed } from '../api/ical-feeds';
import { isStalePreviewError, useApplySync, usePreviewSync } from '../api/sync-calendar';
import { FeedMeta, FeedNotices, FeedStatusBadge, Notice } from './feed-status';

type In = z.input<typeof icalFeedBodySchema>;
type Out = z.output<typeof icalFeedBodySchema>;

const Url = styled.code`
  display: block;
  word-break: break-all;
  font-size: 12px;
  padding: 8px 10px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Danger = styled.strong`
  display: block;
  color: ${({ theme }) => theme.color.danger};
`;

const ChangeList = styled.ul`
  margin: 6px 0 0;
  padding-left: 18px;
  li {
    margin: 2px 0;
  }
`;

function Changes({
  title,
  items,
  tone,
}: {
  title: string;
  items: IcalChange[];
  tone: 'success' | 'warning' | 'danger' | 'info';
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Badge $tone={tone}>
        {title}: {items.length}
      </Badge>
      <ChangeList>
        {items.map((c) => (
          <li key={`${title}-${c.uid}`}>
            {formatDate(c.start_date)} → {formatDate(c.end_date)} {c.summary ? `· ${c.summary}` : ''}
            {c.previous
              ? ` (önce ${formatDate(c.previous.start_date)} → ${formatDate(c.previous.end_date)})`
              : ''}
            {c.conflict ? <Danger>{c.conflict}</Danger> : null}
          </li>
        ))}
      </ChangeList>
    </div>
  );
}

function SyncResult({ result }: { result: IcalSyncResult | IcalSyncPreview }) {
  return (
    <Stack $gap="12px" data-testid={result.applied ? 'sync-result' : 'sync-preview'}>
      <strong>{result.applied ? 'Senkronizasyon uygulandı' : 'Önizleme (henüz hiçbir şey değişmedi)'}</strong>
      {'expires_at' in result && !result.applied ? (
        <span style={{ fontSize: 13, opacity: 0.75 }}>
          “Senkronize Et” tam olarak bu değişiklikleri uygular; dış takvimler yeniden okunmaz. Son uygulama
          zamanı: {formatDateTime(result.expires_at)}.
        </span>
      ) : null}
      {result.feeds.map((f) => (
        <Card key={f.feed_id} style={{ padding: 16 }}>
          <Row $wrap style={{ marginBottom: 8 }}>
            <strong>{ICAL_SOURCE_LABELS[f.source] ?? f.source}</strong>
            {f.ok ? <Badge $tone="success">Okundu</Badge> : <Badge $tone="danger">Hata</Badge>}
          </Row>
          {f.warning ? (
            <Notice $tone="warning" role="status" style={{ margin: '0 0 8px' }}>
              {f.warning}
            </Notice>
          ) : null}
          {f.error ? (
            <Notice $tone="danger" role="alert" style={{ margin: 0 }}>
              <strong>Takvimin tamamı reddedildi; hiçbir şey değişmedi.</strong>
              {f.error} Bu takvimden gelen mevcut kapatmalara dokunulmadı.
            </Notice>
          ) : f.added.length + f.changed.length + f.removed.length === 0 ? (
            <p style={{ margin: 0 }}>Değişiklik yok ({f.unchanged} kayıt aynı).</p>
          ) : (
            <Stack $gap="8px">
              <Changes title="Eklenecek" items={f.added} tone="success" />
              <Changes title="Değişecek" items={f.changed} tone="warning" />
              <Changes title="Kaldırılacak" items={f.removed} tone="info" />
              {f.conflicts.length ? (
                <p role="alert" style={{ margin: 0, fontWeight: 600 }}>
                  {f.conflicts.length} kayıt bu sitedeki bir rezervasyonla çakışıyor; çakışmalar panelde
                  raporlanır.
                </p>
              ) : null}
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** External calendars (Airbnb, Booking.com, Vrbo): feeds, preview, sync, conflicts, and this villa's own .ics. */
export function IcalPanel({ villa }: { villa: VillaDetail }) {
  const isOwner = useIsOwner();
  const { toast } = useShellServices();
  const add = useAddFeed();
  const del = useAdminMutation(deleteIcalFeed, { invalidates: villaQueries, success: 'Dış takvim silindi.' });
  const [deletingFeed, setDeletingFeed] = useState<number | null>(null);
  const [resolving, setResolving] = useState<number | null>(null);
  const preview = usePreviewSync();
  const apply = useApplySync();
  const conflicts = useConflicts();
  const resolve = useResolveConflict();
  const [result, setResult] = useState<IcalSyncResult | IcalSyncPreview | null>(null);
  /** Why the server refused the previewed set (changed since, expired): preview again. */
  const [refused, setRefused] = useState<string | null>(null);
  const previewToken = result && !result.applied && 'preview_token' in result ? result.preview_token : null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<In, unknown, Out>({
    resolver: zodResolver(icalFeedBodySchema),
    defaultValues: { villa_id: villa.id, source: 'airbnb', url: '' },
  });

  const exportUrl = `${globalThis.location?.origin ?? ''}${villa.ical_export_path}`;
  const mine = conflicts.data?.items.filter((c) => c.villaId === villa.id) ?? [];

  const onAdd = handleSubmit(async (body) => {
    try {
      await add.mutateAsync({ ...body, villa_id: villa.id });
      toast('success', 'Dış takvim eklendi. Önizleyip senkronize edin.');
      reset({ villa_id: villa.id, source: body.source, url: '' });
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  const runPreview = async () => {
    try {
      setResult(await preview.mutateAsync(villa.id));
      setRefused(null);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  const runApply = async () => {
    if (!previewToken) return;
    try {
      const r = await apply.mutateAsync({ villaId: villa.id, previewToken });
      setResult(r);
      setRefused(null);
      const failed = r.feeds.filter((f) => !f.ok).length;
      toast(
        failed ? 'error' : 'success',
        failed ? `${failed} takvim okunamadı; diğerleri senkronize edildi.` : 'Takvim senkronize edildi.',
      );
    } catch (err) {
      const text = apiErrorMessage(err);
      if (isStalePreviewError(err)) {
        // The previewed set no longer holds: nothing was written; it has to be previewed again.
        setResult(null);
        setRefused(text);
      }
      toast('error', text);
    }
  };

  return (
    <Stack>
      <div>
        <h3 style={{ margin: '0 0 8px' }}>Bu villanın takvimi (diğer kanallara verin)</h3>
        <p style={{ margin: '0 0 8px', opacity: 0.8 }}>
          Airbnb, Booking.com veya Vrbo’da “takvim içe aktar” alanına bu adresi yapıştırın. Rezervasyonlar ve
          kapatmalar görünür.
        </p>
        <Row $wrap>
          <Url data-testid="ical-export-url">{exportUrl}</Url>
          <Button
            $variant="secondary"
            $size="sm"
            onClick={() => {
              void navigator.clipboard?.writeText(exportUrl).then(
                () => toast('success', 'Adres kopyalandı.'),
                () => toast('error', 'Adres kopyalanamadı; elle seçip kopyalayın.'),
              );
            }}
          >
            Kopyala
          </Button>
        </Row>
      </div>

      <div>
        <h3 style={{ margin: '0 0 8px' }}>Dış takvimler</h3>
        {villa.ical_feeds.length === 0 ? (
          <EmptyState title="Dış takvim eklenmemiş">
            {isOwner
              ? 'Dış takvim eklemek için acenteyle iletişime geçin.'
              : 'Aşağıdan bir iCal adresi ekleyin.'}
          </EmptyState>
        ) : (
          <Stack $gap="8px">
            {villa.ical_feeds.map((f) => (
              <Card key={f.id} style={{ padding: 14 }} data-testid="ical-feed">
                <Row $wrap $justify="space-between">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <strong>{ICAL_SOURCE_LABELS[f.source as IcalSource] ?? f.source}</strong>{' '}
                    <FeedStatusBadge feed={f} />
                    <div style={{ fontSize: 12, opacity: 0.75, wordBreak: 'break-all' }}>{f.url}</div>
                    <FeedMeta feed={f} />
                  </div>
                  {isOwner ? null : (
                    <Button $variant="danger" $size="sm" onClick={() => setDeletingFeed(f.id)}>
                      Sil
                    </Button>
                  )}
                </Row>
                <FeedNotices feed={f} />
              </Card>
            ))}
          </Stack>
        )}
        {isOwner ? null : (
          <form onSubmit={onAdd} noValidate aria-label="Dış takvim ekle" style={{ marginTop: 12 }}>
            <Row $wrap style={{ alignItems: 'flex-end' }}>
              <div style={{ width: 170 }}>
                <Field label="Kaynak" error={errors.source?.message}>
                  <Select {...register('source')}>
                    {ICAL_SOURCES.map((s) => (
                      <option key={s} value={s}>
                        {ICAL_SOURCE_LABELS[s]}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              <div style={{ flex: '1 1 260px' }}>
                <Field label="iCal adresi (.ics)" error={errors.url?.message}>
                  <Input
                    {...register('url')}
                    placeholder="https://www.airbnb.com/calendar/ical/….ics"
                    inputMode="url"
                  />
                </Field>
              </div>
              <Button type="submit" disabled={isSubmitting}>
                Takvim Ekle
              </Button>
            </Row>
          </form>
        )}
      </div>

      {villa.ical_feeds.length ? (
        <Row $wrap>
          <Button
            $variant="secondary"
            onClick={() => void runPreview()}
            disabled={preview.isPending || apply.isPending}
          >
            {preview.isPending ? 'Okunuyor…' : 'Önizle'}
          </Button>
          <Button
            onClick={() => void runApply()}
            disabled={!previewToken || apply.isPending || preview.isPending}
          >
            {apply.isPending ? 'Senkronize ediliyor…' : 'Senkronize Et'}
          </Button>
          <span style={{ opacity: 0.75, fontSize: 13 }}>
            Önce önizleyin: ne ekleneceğini, değişeceğini ve kaldırılacağını görün; senkronizasyon yalnızca
            önizlenen değişiklikleri uygular.
          </span>
        </Row>
      ) : null}
      {refused ? (
        <Notice $tone="danger" role="alert" data-testid="sync-refused" style={{ margin: 0, fontWeight: 600 }}>
          {refused}
        </Notice>
      ) : null}
      {result ? <SyncResult result={result} /> : null}

      {mine.length ? (
        <div>
          <h3 style={{ margin: '0 0 8px' }}>
            Çözülmemiş çakışmalar <Badge $tone="danger">{mine.length}</Badge>
          </h3>
          <Stack $gap="8px">
            {mine.map((c) => (
              <Card key={c.id} style={{ padding: 14 }} data-testid="ical-conflict">
                <Row $wrap $justify="space-between">
                  <div>
                    <strong>
                      {formatDate(c.startDate)} → {formatDate(c.endDate)}
                    </strong>{' '}
                    · {ICAL_SOURCE_LABELS[c.feedSource as IcalSource] ?? c.feedSource}{' '}
                    {c.summary ? `· ${c.summary}` : ''}
                    <div style={{ fontSize: 13 }}>{c.conflictNote}</div>
                  </div>
                  {isOwner ? null : (
                    <Button $variant="secondary" $size="sm" onClick={() => setResolving(c.id)}>
                      Çözüldü
                    </Button>
                  )}
                </Row>
              </Card>
            ))}
          </Stack>
        </div>
      ) : null}
      <ConfirmDialog
        open={deletingFeed !== null}
        title="Dış takvimi sil"
        onConfirm={() =>
          deletingFeed !== null && del.run({ body: { villa_id: villa.id, feed_id: deletingFeed } })
        }
        onClose={() => setDeletingFeed(null)}
      >
        Bu takvim ve ondan içe aktarılan tüm kapatmalar silinsin mi? Bu sitedeki rezervasyonlara dokunulmaz.
      </ConfirmDialog>
      <ConfirmDialog
        open={resolving !== null}
        title="Çakışmayı çözüldü işaretle"
        confirmLabel="Çözüldü"
        tone="primary"
        onConfirm={() => resolving !== null && resolve.run({ params: { id: resolving } })}
        onClose={() => setResolving(null)}
      >
        Misafirle ve diğer kanalla görüşüp durumu çözdüyseniz onaylayın. Kayıt panelden kalkar.
      </ConfirmDialog>
    </Stack>
  );
}
