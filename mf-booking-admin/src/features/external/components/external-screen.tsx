import { useEffect, useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  EXTERNAL_STATUSES,
  EXTERNAL_STATUS_LABELS,
  externalBodySchema,
  type ExternalEntry,
} from '@villa/shared/contracts/bookings';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select, Textarea } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { useVillaOptions } from '../../../api/get-villa-options';
import { formatDate } from '../../../lib/format';
import { useDeleteExternal, useExternal, useSaveExternal } from '../api/external';

type FormInput = z.input<typeof externalBodySchema>;
type FormOutput = z.output<typeof externalBodySchema>;

function valuesOf(e: ExternalEntry | null): FormInput {
  return e
    ? {
        villaId: e.villaId,
        status: e.status as 'active',
        startedAt: e.startedAt,
        finishedAt: e.finishedAt,
        note: e.note,
      }
    : { villaId: '' as unknown as number, status: 'active', startedAt: '', finishedAt: '', note: '' }; // empty until picked
}

function ExternalFormModal({
  entry,
  open,
  onClose,
}: {
  entry: ExternalEntry | null;
  open: boolean;
  onClose: () => void;
}) {
  const villas = useVillaOptions();
  const save = useSaveExternal();
  const { toast } = useShellServices();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(externalBodySchema),
    defaultValues: valuesOf(entry),
  });
  useEffect(() => {
    if (open) reset(valuesOf(entry));
  }, [open, entry, reset]);
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: entry?.id ?? null, body });
      toast('success', entry ? 'Kapatma güncellendi.' : 'Takvim kapatıldı.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  return (
    <Modal title={entry ? 'Kapatmayı Düzenle' : 'Yeni Manuel Kapatma'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Manuel kapatma formu">
        <FormGrid>
          <div className="full">
            <Field label="Villa" error={errors.villaId?.message}>
              <Select {...register('villaId')}>
                <option value="">Villa seçin</option>
                {villas.data?.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field label="Başlangıç (ilk kapalı gece)" error={errors.startedAt?.message}>
            <Input type="date" {...register('startedAt')} />
          </Field>
          <Field label="Bitiş (villanın boşaldığı gün)" error={errors.finishedAt?.message}>
            <Input type="date" {...register('finishedAt')} />
          </Field>
          <Field label="Durum" error={errors.status?.message}>
            <Select {...register('status')}>
              {EXTERNAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {EXTERNAL_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
          <div className="full">
            <Field
              label="Açıklama"
              error={errors.note?.message}
              hint="Ör. bakım, ev sahibi kullanımı, başka kanaldan satış"
            >
              <Textarea rows={2} {...register('note')} />
            </Field>
          </div>
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 20 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

/** 'Manuel Kapatma': closings that block a villa's calendar like a booking while active, 20 a page. */
export function ExternalScreen() {
  const [params, setParams] = useSearchParams();
  const filter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    status: params.get('status') ?? '',
    villa_id: params.get('villa_id') ?? '',
  };
  const { data, isPending, isError, refetch } = useExternal(filter);
  const villas = useVillaOptions();
  const del = useDeleteExternal();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<ExternalEntry | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ExternalEntry | null>(null);
  const setFilter = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };

  return (
    <>
      <PageHeader
        title="Manuel Kapatma"
        description="Villa takvimini rezervasyon dışı nedenlerle kapatın; aktif kayıtlar takvimi rezervasyon gibi doldurur."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon size={18} /> Yeni Kapatma
          </Button>
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
            Durum
            <Select value={filter.status} onChange={(e) => setFilter({ status: e.target.value })}>
              <option value="">Tümü</option>
              {EXTERNAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {EXTERNAL_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </label>
          <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
            Villa
            <Select value={filter.villa_id} onChange={(e) => setFilter({ villa_id: e.target.value })}>
              <option value="">Tüm villalar</option>
              {villas.data?.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </Select>
          </label>
        </Row>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.content.length === 0 ? (
          <EmptyState title="Kapatma kaydı yok">Takvimi kapatmak için “Yeni Kapatma”yı kullanın.</EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Villa</th>
                    <th>Tarihler</th>
                    <th>Durum</th>
                    <th>Açıklama</th>
                    <th aria-label="İşlemler" />
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((e) => (
                    <tr key={e.id} data-testid="external-row">
                      <td style={{ fontWeight: 600 }}>{e.villaName}</td>
                      <td style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(e.startedAt)} – {formatDate(e.finishedAt)}
                      </td>
                      <td>
                        <Badge $tone={e.status === 'active' ? 'warning' : 'neutral'}>
                          {EXTERNAL_STATUS_LABELS[e.status as 'active'] ?? e.status}
                        </Badge>
                      </td>
                      <td>{e.note || '—'}</td>
                      <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        <Button
                          $variant="secondary"
                          $size="sm"
                          onClick={() => {
                            setEditing(e);
                            setFormOpen(true);
                          }}
                        >
                          Düzenle
                        </Button>{' '}
                        <Button $variant="danger" $size="sm" onClick={() => setDeleting(e)}>
                          Sil
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={filter.page}
              pageSize={PAGE_SIZE.external}
              total={data.total}
              onPage={(p) => setFilter({ page: p > 1 ? String(p) : '' })}
            />
          </>
        )}
      </Card>
      <ExternalFormModal entry={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <Modal title="Kapatmayı sil" open={deleting !== null} onClose={() => setDeleting(null)}>
        <p>
          {deleting?.villaName} için {deleting ? formatDate(deleting.startedAt) : ''} –{' '}
          {deleting ? formatDate(deleting.finishedAt) : ''} kapatması silinecek ve tarihler takvimde açılacak.
        </p>
        <Row $justify="flex-end">
          <Button $variant="secondary" onClick={() => setDeleting(null)}>
            Vazgeç
          </Button>
          <Button
            $variant="danger"
            disabled={del.isPending}
            onClick={async () => {
              if (!deleting) return;
              try {
                await del.mutateAsync(deleting.id);
                toast('success', 'Kapatma silindi.');
                setDeleting(null);
              } catch (err) {
                toast('error', apiErrorMessage(err));
              }
            }}
          >
            Sil
          </Button>
        </Row>
      </Modal>
    </>
  );
}
