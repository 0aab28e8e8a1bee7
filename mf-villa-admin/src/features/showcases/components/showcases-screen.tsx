import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  showcaseBodySchema,
  type Showcase,
  type ShowcaseImportResult,
  type ShowcaseVilla,
} from '@villa/shared/contracts/showcases';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select, Textarea, Toggle } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { VILLA_AREA_TABS } from '../../../components/area-tabs';
import { ConfirmButton } from '../../../components/confirm-button';
import { SortableList } from '../../../components/sortable-list';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  useAddShowcaseVilla,
  useDeleteShowcase,
  useImportShowcaseVillas,
  useRemoveShowcaseVilla,
  useRemoveShowcaseVillas,
  useReorderShowcaseVillas,
  useSaveShowcase,
  useSetShowcaseOrder,
  useShowcase,
  useShowcases,
  useVillaPicker,
} from '../api/showcases';

type In = z.input<typeof showcaseBodySchema>;
type Out = z.output<typeof showcaseBodySchema>;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 1400px) {
    grid-template-columns: 1fr;
  }
`;

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

function ShowcaseModal({
  showcase,
  open,
  onClose,
  onSaved,
}: {
  showcase: Showcase | null;
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveShowcase();
  const values = (): In => ({
    title: showcase?.title ?? '',
    slug: showcase?.slug ?? '',
    description: showcase?.description ?? '',
    active: showcase?.active ?? true,
  });
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<In, unknown, Out>({
    resolver: zodResolver(showcaseBodySchema),
    defaultValues: values(),
  });
  useEffect(() => {
    if (open) reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [open, showcase]);
  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: showcase?.id ?? null, body });
      toast('success', showcase ? 'Vitrin güncellendi.' : 'Vitrin oluşturuldu.');
      onSaved(saved.id);
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  return (
    <Modal title={showcase ? 'Vitrini Düzenle' : 'Yeni Vitrin'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Vitrin formu">
        <FormGrid>
          <Field label="Başlık" error={formState.errors.title?.message}>
            <Input {...register('title')} />
          </Field>
          <Field label="Adres (slug)" error={formState.errors.slug?.message} hint="Boşsa başlıktan üretilir.">
            <Input {...register('slug')} />
          </Field>
          <div className="full">
            <Field label="Açıklama" error={formState.errors.description?.message}>
              <Textarea rows={3} {...register('description')} />
            </Field>
          </div>
          <Toggle
            checked={watch('active') ?? true}
            onChange={(v) => setValue('active', v)}
            label="Sitede göster"
          />
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Kaydet
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

function ShowcaseDetailCard({ id }: { id: number }) {
  const { toast } = useShellServices();
  const { data, isPending, isError, refetch } = useShowcase(id);
  const picker = useVillaPicker();
  const add = useAddShowcaseVilla();
  const removeOne = useRemoveShowcaseVilla();
  const removeMany = useRemoveShowcaseVillas();
  const reorder = useReorderShowcaseVillas();
  const importer = useImportShowcaseVillas();
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
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

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
          onClick={() =>
            void run(async () => {
              await add.mutateAsync({ showcaseId: id, villaId: Number(pick) });
              setPick('');
            }, 'Villa vitrine eklendi.')
          }
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
            <ConfirmButton
              disabled={checked.size === 0}
              title="Seçili villaları çıkar"
              message={`${checked.size} villa bu vitrinden çıkarılsın mı? Villalar silinmez.`}
              confirmLabel="Çıkar"
              onConfirm={() =>
                run(async () => {
                  await removeMany.mutateAsync([...checked]);
                  setChecked(new Set());
                }, 'Seçili villalar vitrinden çıkarıldı.')
              }
            >
              Seçilileri Çıkar ({checked.size})
            </ConfirmButton>
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
                  <ConfirmButton
                    title="Vitrinden çıkar"
                    message={`${v.name} bu vitrinden çıkarılsın mı?`}
                    confirmLabel="Çıkar"
                    onConfirm={() => run(() => removeOne.mutateAsync(v.id), 'Villa vitrinden çıkarıldı.')}
                  >
                    Çıkar
                  </ConfirmButton>
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
            const r = await importer.mutateAsync({ showcaseId: id, items: importText });
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
    </Stack>
  );
}

/** 'Vitrinler': curated villa collections with their order and villas. */
export function ShowcasesScreen() {
  const { toast } = useShellServices();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useShowcases(page);
  const del = useDeleteShowcase();
  const setOrder = useSetShowcaseOrder();
  const [selected, setSelected] = useState<number | null>(null);
  const [edit, setEdit] = useState<{ open: boolean; showcase: Showcase | null }>({
    open: false,
    showcase: null,
  });

  useEffect(() => {
    if (selected === null && data?.content[0]) setSelected(data.content[0].id);
  }, [data, selected]);

  return (
    <>
      <PageHeader
        title="Vitrinler"
        description="Ana sayfadaki villa koleksiyonları; sırayı ve içindeki villaları yönetin."
        actions={
          <Button onClick={() => setEdit({ open: true, showcase: null })}>
            <PlusIcon size={18} /> Yeni Vitrin
          </Button>
        }
      />
      <AreaNav tabs={VILLA_AREA_TABS} label="Villa menüsü" />
      <Layout>
        <Card>
          {isPending ? (
            <LoadingBlock />
          ) : isError ? (
            <ErrorState onRetry={() => void refetch()} />
          ) : data.content.length === 0 ? (
            <EmptyState title="Vitrin yok">İlk vitrini oluşturun.</EmptyState>
          ) : (
            <>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>Sıra</th>
                      <th>Vitrin</th>
                      <th>Villa</th>
                      <th aria-label="İşlemler" />
                    </tr>
                  </thead>
                  <tbody>
                    {data.content.map((s) => (
                      <tr
                        key={s.id}
                        data-testid="showcase-row"
                        style={s.id === selected ? { outline: '2px solid #1c8bb5' } : undefined}
                      >
                        <td style={{ width: 80 }}>
                          <Input
                            type="number"
                            aria-label={`${s.title} sırası`}
                            defaultValue={s.order}
                            min={0}
                            style={{ width: 70, minHeight: 34, padding: '4px 8px' }}
                            onBlur={(e) => {
                              const order = Number(e.target.value);
                              if (!Number.isInteger(order) || order < 0) {
                                toast('error', 'Sıra 0 veya daha büyük bir tam sayı olmalı.');
                                return;
                              }
                              if (order !== s.order) {
                                setOrder.mutateAsync({ id: s.id, order }).then(
                                  () => toast('success', 'Vitrin sırası kaydedildi.'),
                                  (err: unknown) => toast('error', apiErrorMessage(err)),
                                );
                              }
                            }}
                          />
                        </td>
                        <td>
                          <button
                            type="button"
                            onClick={() => setSelected(s.id)}
                            style={{
                              border: 0,
                              background: 'none',
                              padding: 0,
                              cursor: 'pointer',
                              fontWeight: 600,
                              color: 'inherit',
                              textAlign: 'left',
                            }}
                          >
                            {s.title}
                          </button>{' '}
                          {s.active ? null : <Badge>Gizli</Badge>}
                        </td>
                        <td>{s.villa_count}</td>
                        <td style={{ textAlign: 'right' }}>
                          <Row $gap="6px" $justify="flex-end">
                            <Button
                              $variant="secondary"
                              $size="sm"
                              onClick={() => setEdit({ open: true, showcase: s })}
                            >
                              Düzenle
                            </Button>
                            <ConfirmButton
                              title="Vitrini sil"
                              message={`${s.title} vitrini silinsin mi? Villalar silinmez.`}
                              onConfirm={async () => {
                                try {
                                  await del.mutateAsync(s.id);
                                  if (selected === s.id) setSelected(null);
                                  toast('success', 'Vitrin silindi.');
                                } catch (err) {
                                  toast('error', apiErrorMessage(err));
                                }
                              }}
                            >
                              Sil
                            </ConfirmButton>
                          </Row>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
              <Pagination page={page} pageSize={PAGE_SIZE.showcases} total={data.total} onPage={setPage} />
            </>
          )}
        </Card>
        <Card>
          {selected ? (
            <ShowcaseDetailCard id={selected} />
          ) : (
            <EmptyState title="Vitrin seçin">Soldan bir vitrin seçin.</EmptyState>
          )}
        </Card>
      </Layout>
      <ShowcaseModal
        showcase={edit.showcase}
        open={edit.open}
        onClose={() => setEdit({ open: false, showcase: null })}
        onSaved={setSelected}
      />
    </>
  );
}
