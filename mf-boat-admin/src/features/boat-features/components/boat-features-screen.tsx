import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import type { z } from 'zod';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import {
  boatFeatureBodySchema,
  boatFeatureCategoryBodySchema,
  type BoatFeature,
  type BoatFeatureCategory,
} from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { useFeatureCatalog } from '../../../api/get-feature-catalog';
import { BoatTabs } from '../../../components/boat-tabs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  useCreateCategory,
  useDeleteCategory,
  useDeleteFeature,
  useSaveFeature,
} from '../api/feature-writes';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 20px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  ul {
    list-style: none;
    margin: 12px 0 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

type FeatureInput = z.input<typeof boatFeatureBodySchema>;
type FeatureOutput = z.output<typeof boatFeatureBodySchema>;

function FeatureModal({
  categories,
  feature,
  categoryId,
  open,
  onClose,
}: {
  categories: BoatFeatureCategory[];
  feature: BoatFeature | null;
  categoryId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveFeature();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FeatureInput, unknown, FeatureOutput>({
    resolver: zodResolver(boatFeatureBodySchema),
    values: { name: feature?.name ?? '', category_id: feature?.category_id ?? categoryId ?? '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: feature?.id ?? null, body });
      toast('success', feature ? 'Özellik güncellendi.' : 'Özellik eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  return (
    <Modal title={feature ? 'Özelliği Düzenle' : 'Yeni Özellik'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Özellik formu">
        <FormGrid>
          <Field label="Özellik adı" error={errors.name?.message}>
            <Input {...register('name')} autoComplete="off" />
          </Field>
          <Field label="Kategori" error={errors.category_id?.message}>
            <Select {...register('category_id')}>
              <option value="">Kategori seçin</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
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

function CategoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useShellServices();
  const create = useCreateCategory();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(boatFeatureCategoryBodySchema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await create.mutateAsync(name);
      toast('success', 'Kategori eklendi.');
      reset({ name: '' });
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  return (
    <Modal title="Yeni Özellik Kategorisi" open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Kategori formu">
        <Field label="Kategori adı" error={errors.name?.message} hint="Örneğin Konfor, Güvenlik, Eğlence.">
          <Input {...register('name')} autoComplete="off" />
        </Field>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
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

/** 'Tekne Özellikleri': categories and their features. */
export function BoatFeaturesScreen() {
  const { data, isPending, isError, refetch } = useFeatureCatalog();
  const { toast } = useShellServices();
  const removeCategory = useDeleteCategory();
  const removeFeature = useDeleteFeature();
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [featureModal, setFeatureModal] = useState<{
    feature: BoatFeature | null;
    categoryId: number | null;
  } | null>(null);
  const [deleting, setDeleting] = useState<
    { kind: 'category'; item: BoatFeatureCategory } | { kind: 'feature'; item: BoatFeature } | null
  >(null);

  return (
    <>
      <PageHeader
        title="Tekne Özellikleri"
        description="Tekne özellikleri ve özellik kategorileri."
        actions={
          <Button onClick={() => setCategoryOpen(true)}>
            <PlusIcon size={18} /> Yeni Kategori
          </Button>
        }
      />
      <BoatTabs />
      {isPending ? (
        <Card>
          <LoadingBlock />
        </Card>
      ) : isError ? (
        <Card>
          <ErrorState onRetry={() => void refetch()} />
        </Card>
      ) : data.length === 0 ? (
        <Card>
          <EmptyState title="Henüz kategori yok">
            Önce bir kategori, sonra içine özellikler ekleyin.
          </EmptyState>
        </Card>
      ) : (
        <Columns>
          {data.map((c) => (
            <Card key={c.id} data-testid="feature-category">
              <Row $justify="space-between">
                <h2>{c.name}</h2>
                <Row $gap="4px">
                  <Button
                    $size="sm"
                    $variant="secondary"
                    onClick={() => setFeatureModal({ feature: null, categoryId: c.id })}
                  >
                    <PlusIcon size={14} /> Özellik
                  </Button>
                  <Button
                    $size="sm"
                    $variant="ghost"
                    onClick={() => setDeleting({ kind: 'category', item: c })}
                  >
                    Sil
                  </Button>
                </Row>
              </Row>
              {c.features.length === 0 ? (
                <p style={{ opacity: 0.7, marginBottom: 0 }}>Bu kategoride özellik yok.</p>
              ) : (
                <ul>
                  {c.features.map((f) => (
                    <li key={f.id}>
                      <span>{f.name}</span>
                      <Row $gap="4px">
                        <Button
                          $size="sm"
                          $variant="ghost"
                          onClick={() => setFeatureModal({ feature: f, categoryId: c.id })}
                        >
                          Düzenle
                        </Button>
                        <Button
                          $size="sm"
                          $variant="ghost"
                          onClick={() => setDeleting({ kind: 'feature', item: f })}
                        >
                          Sil
                        </Button>
                      </Row>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </Columns>
      )}
      <CategoryModal open={categoryOpen} onClose={() => setCategoryOpen(false)} />
      <FeatureModal
        categories={data ?? []}
        feature={featureModal?.feature ?? null}
        categoryId={featureModal?.categoryId ?? null}
        open={featureModal !== null}
        onClose={() => setFeatureModal(null)}
      />
      <ConfirmDialog
        title={deleting?.kind === 'category' ? 'Kategoriyi sil' : 'Özelliği sil'}
        message={
          deleting
            ? deleting.kind === 'category'
              ? `“${deleting.item.name}” kategorisi silinsin mi?`
              : `“${deleting.item.name}” özelliği silinsin mi? Bu özellik tüm teknelerden kaldırılır.`
            : null
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            if (deleting.kind === 'category') await removeCategory.mutateAsync(deleting.item.id);
            else await removeFeature.mutateAsync(deleting.item.id);
            toast('success', deleting.kind === 'category' ? 'Kategori silindi.' : 'Özellik silindi.');
            setDeleting(null);
          } catch (err) {
            toast('error', apiErrorMessage(err));
          }
        }}
      />
    </>
  );
}
