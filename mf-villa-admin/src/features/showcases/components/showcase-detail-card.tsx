import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { endpointQuery, useEndpointMutation } from '@villa/shared/api/request';
import {
  addShowcaseVilla,
  getShowcase,
  importShowcaseVillas,
  removeShowcaseVilla,
} from '@villa/shared/contracts/routes/showcases';
import { listVillaPicker } from '@villa/shared/contracts/routes/villas';
import type { ShowcaseImportResult, ShowcaseVilla } from '@villa/shared/contracts/showcases';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, Select, Textarea } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Row, Stack } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { SortableList } from '../../../components/sortable-list';
import { showcaseQueries, useRemoveShowcaseVillas, useReorderShowcaseVillas } from '../api/showcase-villas';

const VillaItem = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.color.surface};
  margin-bottom: 6px;
  list-style: none;
  img {
    width: 56px;
    height: 40px;
    object-fit: cover;
    border-radius: 6px;
  }
  .handle {
    cursor: grab;
    border: 0;
    background: transparent;
    font-size: 18px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** One showcase: add, order, remove and import its villas. */
export function ShowcaseDetailCard({ id }: { id: number }) {
  const { toast } = useShellServices();
  const { data, isPending, isError, refetch } = useQuery(endpointQuery(getShowcase, { params: { id } }));
  const picker = useQuery(endpointQuery(listVillaPicker));
  const add = useAdminMutation(addShowcaseVilla, {
    invalidates: showcaseQueries,
    success: 'Villa vitrine eklendi.',
  });
  const removeOne = useAdminMutation(removeShowcaseVilla, {
    invalidates: showcaseQueries,
    success: 'Villa vitrinden çıkarıldı.',
  });
  const removeMany = useRemoveShowcaseVillas();
  const reorder = useReorderShowcaseVillas();
  const importer = useEndpointMutation(importShowcaseVillas, { invalidates: showcaseQueries });
  const [removing, setRemoving] = useState<ShowcaseVilla | 'checked' | null>(null);
  const [items, setItems] = useState<ShowcaseVilla[]>([]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [pick, setPick] = useState('');
  const [importText, setImportText] = useState('');
  const [report, setReport] = useState<ShowcaseImportResult | null>(null);
  useEffect(() => {
    if (data) setItems(data.villas);
  }, [data]);
  useEffect(() => {
    setChecked(new Set());
    setReport(null);
  }, [id]);

  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  const inShowcase = new Set(items.map((i) => i.villa_id));

  const run = async (fn: () => Promise<unknown>, ok: string) => {
    try {
      await fn();
      toast('success', ok);
      return true;
    } catch (err) {
      toast('error', apiErrorMessage(err));
      return false;
    }
  };
  const confirmRemove = () =>
    removing === 'checked'
      ? run(async () => {
          await removeMany.mutateAsync({ ids: [...checked] });
          setChecked(new Set());
        }, 'Seçili villalar vitrinden çıkarıldı.')
      : removing && removeOne.run({ params: { id: removing.id } });

  return (
    <Stack>
      <div>
        <h2 style={{ margin: 0, fontSize: 20 }}>{data.title}</h2>
        <p style={{ margin: '4px 0 0', opacity: 0.75 }}>{data.description || 'Açıklama yok.'}</p>
      </div>
      <Row $wrap>
        <Select
          aria-label="Eklenecek villa"
          value={pick}
          onChange={(e) => setPick(e.target.value)}
          style={{ maxWidth: 280 }}
        >
          <option value="">Villa seçin</option>
          {picker.data
            ?.filter((v) => !inShowcase.has(v.id))
            .map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} (#{v.id})
              </option>
            ))}
        </Select>
        <Button
          disabled={!pick}
          onClick={async () => {
            if (await add.run({ body: { showcase_id: id, villa_id: Number(pick) } })) setPick('');
          }}
        >
          <PlusIcon size={18} /> Ekle
        </Button>
      </Row>
      {items.length === 0 ? (
        <EmptyState title="Vitrinde villa yok">Villa ekleyin veya aşağıdan toplu içe aktarın.</EmptyState>
      ) : (
        <div>
          <Row $justify="space-between" style={{ marginBottom: 8 }}>
            <span style={{ opacity: 0.75, fontSize: 13 }}>Sürükleyerek sıralayın.</span>
            <Button
              $variant="danger"
              $size="sm"
              disabled={checked.size === 0}
              onClick={() => setRemoving('checked')}
            >
              Seçilileri Çıkar ({checked.size})
            </Button>
          </Row>
          <ul style={{ margin: 0, padding: 0 }}>
            <SortableList
              items={items}
              getId={(i) => i.id}
              onReorder={(next) => {
                setItems(next);
                const changed = next
                  .map((l, i) => ({ id: l.id, order: i + 1 }))
                  .filter((l, i) => next[i]?.order !== l.order);
                void run(() => reorder.mutateAsync(changed), 'Sıralama kaydedildi.');
              }}
            >
              {(v, h) => (
                <VillaItem ref={h.setNodeRef} style={h.style} data-testid="showcase-villa">
                  <button
                    type="button"
                    className="handle"
                    aria-label={`${v.name} sırasını değiştir`}
                    {...h.handle}
                  >
                    ⠿
                  </button>
                  <input
                    type="checkbox"
                    aria-label={`${v.name} seç`}
                    checked={checked.has(v.id)}
                    onChange={() =>
                      setChecked((s) => {
                        const n = new Set(s);
                        if (n.has(v.id)) n.delete(v.id);
                        else n.add(v.id);
                        return n;
                      })
                    }
                  />
                  {v.thumbnail ? <img src={v.thumbnail} alt="" /> : null}
                  <span style={{ flex: 1 }}>
                    {v.name} {v.active ? null : <Badge>Pasif</Badge>}
                  </span>
                  <Button $variant="danger" $size="sm" onClick={() => setRemoving(v)}>
                    Çıkar
                  </Button>
                </VillaItem>
              )}
            </SortableList>
          </ul>
        </div>
      )}
      <form
        noValidate
        aria-label="Toplu içe aktar"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!importText.trim()) return toast('error', 'Villa numaralarını veya adreslerini yazın.');
          try {
            const r = await importer.mutateAsync({ body: { showcase_id: id, items: importText } });
            setReport(r);
            toast(
              r.unknown.length ? 'error' : 'success',
              `${r.added.length} villa eklendi${r.unknown.length ? `, ${r.unknown.length} bulunamadı` : ''}.`,
            );
            if (r.unknown.length === 0) setImportText('');
          } catch (err) {
            toast('error', apiErrorMessage(err));
          }
        }}
      >
        <Field label="Toplu ekle (villa numarası veya adresi; virgül, boşluk veya satırla ayırın)">
          <Textarea
            rows={3}
            value={importText}
            onChange={(e) => setImportText(e.target.value)}
            placeholder={'12, 15\nvilla-mavi-koy'}
          />
        </Field>
        <Row $justify="flex-end" style={{ marginTop: 8 }}>
          <Button type="submit" $variant="secondary" disabled={importer.isPending}>
            İçe Aktar
          </Button>
        </Row>
      </form>
      {report ? (
        <div role="status" data-testid="import-report">
          <div>Eklenen: {report.added.length ? report.added.map((a) => a.name).join(', ') : '—'}</div>
          {report.already.length ? (
            <div>Zaten vitrinde: {report.already.map((a) => a.name).join(', ')}</div>
          ) : null}
          {report.unknown.length ? (
            <div style={{ color: '#c0392b', fontWeight: 600 }}>Bulunamayan: {report.unknown.join(', ')}</div>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing === 'checked' ? 'Seçili villaları çıkar' : 'Vitrinden çıkar'}
        confirmLabel="Çıkar"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing === 'checked'
          ? `${checked.size} villa bu vitrinden çıkarılsın mı? Villalar silinmez.`
          : `${removing?.name ?? ''} bu vitrinden çıkarılsın mı?`}
      </ConfirmDialog>
    </Stack>
  );
}
