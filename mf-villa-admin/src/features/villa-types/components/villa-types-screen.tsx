import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { featureCategoryBodySchema, type Feature } from '@villa/shared/contracts/villa-features';
import { villaTypeBodySchema, type VillaType } from '@villa/shared/contracts/villa-types';
import { slugify } from '@villa/shared/lib/turkish';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { VILLA_AREA_TABS } from '../../../components/area-tabs';
import { ConfirmButton } from '../../../components/confirm-button';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useFeatures } from '../../../api/get-form-options';
import {
  useAddFeatureCategory,
  useDeleteFeature,
  useDeleteFeatureCategory,
  useDeleteVillaType,
  useSaveFeature,
  useSaveVillaType,
  useVillaTypes,
} from '../api/villa-types';

type TypeIn = z.input<typeof villaTypeBodySchema>;
type TypeOut = z.output<typeof villaTypeBodySchema>;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 6px 4px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  font-size: 14px;
`;

function TypeModal({ type, open, onClose }: { type: VillaType | null; open: boolean; onClose: () => void }) {
  const { toast } = useShellServices();
  const save = useSaveVillaType();
  const values = (): TypeIn => ({ name: type?.name ?? '', slug: type?.slug ?? '' });
  const { register, handleSubmit, reset, watch, formState } = useForm<TypeIn, unknown, TypeOut>({
    resolver: zodResolver(villaTypeBodySchema),
    defaultValues: values(),
  });
  useEffect(() => {
    if (open) reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [open, type]);
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: type?.id ?? null, body });
      toast('success', type ? 'Villa tipi güncellendi.' : 'Villa tipi eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  return (
    <Modal title={type ? 'Villa Tipini Düzenle' : 'Yeni Villa Tipi'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Villa tipi formu">
        <FormGrid>
          <Field label="Ad" error={formState.errors.name?.message}>
            <Input {...register('name')} />
          </Field>
          <Field
            label="Adres (slug)"
            error={formState.errors.slug?.message}
            hint={`Boşsa: ${slugify(String(watch('name') ?? '')) || 'tip-adi'}`}
          >
            <Input {...register('slug')} />
          </Field>
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

function FeaturesCard() {
  const { toast } = useShellServices();
  const { data, isPending, isError, refetch } = useFeatures();
  const addCat = useAddFeatureCategory();
  const delCat = useDeleteFeatureCategory();
  const saveFeature = useSaveFeature();
  const delFeature = useDeleteFeature();
  const [catName, setCatName] = useState('');
  const [catError, setCatError] = useState<string | undefined>();
  const [newFeature, setNewFeature] = useState<Record<number, string>>({});
  const [renaming, setRenaming] = useState<Feature | null>(null);
  const [renameTo, setRenameTo] = useState('');

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

  return (
    <Card>
      <h2 style={{ margin: '0 0 16px', fontSize: 20 }}>Özellik Kategorileri ve Özellikler</h2>
      <form
        noValidate
        aria-label="Kategori ekle"
        onSubmit={async (e) => {
          e.preventDefault();
          const parsed = featureCategoryBodySchema.safeParse({ name: catName });
          if (!parsed.success) return setCatError(parsed.error.issues[0]?.message);
          setCatError(undefined);
          if (await run(() => addCat.mutateAsync(parsed.data.name), 'Kategori eklendi.')) setCatName('');
        }}
      >
        <Row $wrap style={{ alignItems: 'flex-end', marginBottom: 16 }}>
          <div style={{ flex: '1 1 240px' }}>
            <Field label="Yeni kategori" error={catError}>
              <Input
                value={catName}
                onChange={(e) => setCatName(e.target.value)}
                placeholder="Havuz ve Bahçe"
              />
            </Field>
          </div>
          <Button type="submit">
            <PlusIcon size={18} /> Kategori Ekle
          </Button>
        </Row>
      </form>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="Kategori yok">Önce bir kategori ekleyin, sonra özelliklerini.</EmptyState>
      ) : (
        <Stack>
          {data.map((c) => (
            <Card key={c.id} style={{ padding: 16 }} data-testid="feature-category">
              <Row $justify="space-between" $wrap style={{ marginBottom: 12 }}>
                <strong>{c.name}</strong>
                <ConfirmButton
                  title="Kategoriyi sil"
                  message={`${c.name} kategorisi ve içindeki ${c.features.length} özellik silinsin mi? Villalardaki işaretler de kalkar.`}
                  onConfirm={() => run(() => delCat.mutateAsync(c.id), 'Kategori silindi.')}
                >
                  Kategoriyi Sil
                </ConfirmButton>
              </Row>
              <Row $wrap $gap="8px" style={{ marginBottom: 12 }}>
                {c.features.length === 0 ? <span style={{ opacity: 0.7 }}>Özellik yok.</span> : null}
                {c.features.map((f) => (
                  <Chip key={f.id}>
                    {f.name}
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={`${f.name} adını değiştir`}
                      onClick={() => {
                        setRenaming(f);
                        setRenameTo(f.name);
                      }}
                    >
                      ✎
                    </Button>
                    <ConfirmButton
                      variant="ghost"
                      aria-label={`${f.name} sil`}
                      title="Özelliği sil"
                      message={`${f.name} özelliği silinsin mi?`}
                      onConfirm={() => run(() => delFeature.mutateAsync(f.id), 'Özellik silindi.')}
                    >
                      ✕
                    </ConfirmButton>
                  </Chip>
                ))}
              </Row>
              <form
                noValidate
                aria-label={`${c.name} özellik ekle`}
                onSubmit={async (e) => {
                  e.preventDefault();
                  const name = (newFeature[c.id] ?? '').trim();
                  if (!name) return toast('error', 'Özellik adı gerekli.');
                  if (
                    await run(
                      () =>
                        saveFeature.mutateAsync({
                          id: null,
                          body: { category_id: c.id, name, icon: '', filterable: false },
                        }),
                      'Özellik eklendi.',
                    )
                  ) {
                    setNewFeature((s) => ({ ...s, [c.id]: '' }));
                  }
                }}
              >
                <Row $wrap>
                  <Input
                    aria-label={`${c.name} için yeni özellik`}
                    value={newFeature[c.id] ?? ''}
                    onChange={(e) => setNewFeature((s) => ({ ...s, [c.id]: e.target.value }))}
                    placeholder="Özel havuz"
                    style={{ maxWidth: 260 }}
                  />
                  <Button type="submit" $variant="secondary" $size="sm">
                    Özellik Ekle
                  </Button>
                </Row>
              </form>
            </Card>
          ))}
        </Stack>
      )}
      <Modal title="Özelliği Düzenle" open={renaming !== null} onClose={() => setRenaming(null)}>
        <form
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (!renaming) return;
            if (!renameTo.trim()) return toast('error', 'Özellik adı gerekli.');
            const ok = await run(
              () =>
                saveFeature.mutateAsync({
                  id: renaming.id,
                  body: {
                    category_id: renaming.category_id,
                    name: renameTo.trim(),
                    icon: renaming.icon,
                    filterable: renaming.filterable,
                  },
                }),
              'Özellik güncellendi.',
            );
            if (ok) setRenaming(null);
          }}
        >
          <Field label="Ad">
            <Input value={renameTo} onChange={(e) => setRenameTo(e.target.value)} />
          </Field>
          <Row $justify="flex-end" style={{ marginTop: 24 }}>
            <Button $variant="secondary" onClick={() => setRenaming(null)}>
              Vazgeç
            </Button>
            <Button type="submit">Kaydet</Button>
          </Row>
        </form>
      </Modal>
    </Card>
  );
}

/** 'Villa Tipleri': villa types (10 a page) and the feature catalogue. */
export function VillaTypesScreen() {
  const { toast } = useShellServices();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useVillaTypes(page);
  const del = useDeleteVillaType();
  const [edit, setEdit] = useState<{ open: boolean; type: VillaType | null }>({ open: false, type: null });
  return (
    <>
      <PageHeader
        title="Villa Tipleri ve Özellikler"
        description="Villa tipleri sitede filtre ve sayfa olarak, özellikler villa detayında görünür."
      />
      <AreaNav tabs={VILLA_AREA_TABS} label="Villa menüsü" />
      <Stack>
        <Card>
          <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
            <h2 style={{ margin: 0, fontSize: 20 }}>Villa Tipleri</h2>
            <Button onClick={() => setEdit({ open: true, type: null })}>
              <PlusIcon size={18} /> Yeni Villa Tipi
            </Button>
          </Row>
          {isPending ? (
            <LoadingBlock />
          ) : isError ? (
            <ErrorState onRetry={() => void refetch()} />
          ) : data.content.length === 0 ? (
            <EmptyState title="Villa tipi yok">Henüz villa tipi eklenmemiş.</EmptyState>
          ) : (
            <>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>Ad</th>
                      <th>Adres</th>
                      <th>Villa</th>
                      <th aria-label="İşlemler" />
                    </tr>
                  </thead>
                  <tbody>
                    {data.content.map((t) => (
                      <tr key={t.id} data-testid="villa-type-row">
                        <td style={{ fontWeight: 600 }}>{t.name}</td>
                        <td>/{t.slug}</td>
                        <td>{t.villa_count ? <Badge $tone="info">{t.villa_count}</Badge> : 0}</td>
                        <td style={{ textAlign: 'right' }}>
                          <Row $gap="8px" $justify="flex-end">
                            <Button
                              $variant="secondary"
                              $size="sm"
                              onClick={() => setEdit({ open: true, type: t })}
                            >
                              Düzenle
                            </Button>
                            <ConfirmButton
                              title="Villa tipini sil"
                              message={`${t.name} silinsin mi?`}
                              onConfirm={async () => {
                                try {
                                  await del.mutateAsync(t.id);
                                  toast('success', 'Villa tipi silindi.');
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
              <Pagination page={page} pageSize={PAGE_SIZE.villaTypes} total={data.total} onPage={setPage} />
            </>
          )}
        </Card>
        <FeaturesCard />
      </Stack>
      <TypeModal type={edit.type} open={edit.open} onClose={() => setEdit({ open: false, type: null })} />
    </>
  );
}
