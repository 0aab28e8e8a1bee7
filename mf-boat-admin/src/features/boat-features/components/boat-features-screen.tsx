import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import type { z } from 'zod';
import styled from 'styled-components';
import {
  boatFeatureBodySchema,
  boatFeatureCategoryBodySchema,
  type BoatFeature,
  type BoatFeatureCategory,
} from '@villa/shared/contracts/boat-features';
import {
  createBoatFeature,
  createBoatFeatureCategory,
  deleteBoatFeature,
  deleteBoatFeatureCategory,
  listBoatFeatures,
  updateBoatFeature,
} from '@villa/shared/contracts/routes/boat-features';
import { getBoat } from '@villa/shared/contracts/routes/boats';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input } from '@villa/shared/ui/form';
import { InputField, SelectField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { AddButton } from '@villa/shared/ui/list-parts';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useFeatureCatalog } from '../../../api/get-feature-catalog';
import { BoatTabs } from '../../../components/boat-tabs';
import { Loaded } from '../../../components/loaded';

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

/** A change of the catalogue also changes what a boat's detail shows. */
const invalidates = [listBoatFeatures, getBoat];

type FeatureInput = z.input<typeof boatFeatureBodySchema>;

/** New or existing feature of the catalogue; the fields are the contract's (boatFeatureBodySchema). */
export function FeatureModal({
  categories,
  categoryId,
  ...dialog
}: CrudDialogProps<BoatFeature> & { categories: BoatFeatureCategory[]; categoryId: number | null }) {
  return (
    <CrudFormModal
      {...dialog}
      resolver={zodResolver(boatFeatureBodySchema)}
      // A new feature starts in the category it was added from.
      valuesOf={valuesFrom<BoatFeature, FeatureInput>({ name: '', category_id: categoryId ?? '' })}
      create={createBoatFeature}
      update={updateBoatFeature}
      invalidates={invalidates}
      created="Özellik eklendi."
      updated="Özellik güncellendi."
      title={dialog.entity ? 'Özelliği Düzenle' : 'Yeni Özellik'}
      formLabel="Özellik formu"
    >
      {(form) => (
        <FormGrid>
          <InputField form={form} name="name" label="Özellik adı" autoComplete="off" />
          <SelectField
            form={form}
            name="category_id"
            label="Kategori"
            placeholder="Kategori seçin"
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </FormGrid>
      )}
    </CrudFormModal>
  );
}

function CategoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useAdminMutation(createBoatFeatureCategory, { invalidates, success: 'Kategori eklendi.' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(boatFeatureCategoryBodySchema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (open) reset({ name: '' });
  }, [open, reset]);
  const onSubmit = handleSubmit(async (body) => {
    if (await create.run({ body })) onClose();
  });
  return (
    <FormModal
      title="Yeni Özellik Kategorisi"
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      formLabel="Kategori formu"
    >
      <Field label="Kategori adı" error={errors.name?.message} hint="Örneğin Konfor, Güvenlik, Eğlence.">
        <Input {...register('name')} autoComplete="off" />
      </Field>
    </FormModal>
  );
}

/** The small quiet buttons of the catalogue's rows ('Düzenle', 'Sil'). */
const SmallGhostButton = styled(Button).attrs({ $size: 'sm', $variant: 'ghost' })``;

type Deleting = { kind: 'category'; item: BoatFeatureCategory } | { kind: 'feature'; item: BoatFeature };

/** 'Tekne Özellikleri': categories and their features. */
export function BoatFeaturesScreen() {
  const catalog = useFeatureCatalog();
  const removeCategory = useAdminMutation(deleteBoatFeatureCategory, {
    invalidates,
    success: 'Kategori silindi.',
  });
  const removeFeature = useAdminMutation(deleteBoatFeature, { invalidates, success: 'Özellik silindi.' });
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [featureModal, setFeatureModal] = useState<{
    feature: BoatFeature | null;
    categoryId: number | null;
  } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const remove = (d: Deleting) =>
    d.kind === 'category'
      ? removeCategory.run({ params: { id: d.item.id } })
      : removeFeature.run({ params: { id: d.item.id } });

  return (
    <>
      <PageHeader
        title="Tekne Özellikleri"
        description="Tekne özellikleri ve özellik kategorileri."
        actions={<AddButton onClick={() => setCategoryOpen(true)}>Yeni Kategori</AddButton>}
      />
      <BoatTabs />
      <Loaded query={catalog}>
        {(data) =>
          data.length === 0 ? (
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
                      <SmallGhostButton onClick={() => setDeleting({ kind: 'category', item: c })}>
                        Sil
                      </SmallGhostButton>
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
                            <SmallGhostButton
                              onClick={() => setFeatureModal({ feature: f, categoryId: c.id })}
                            >
                              Düzenle
                            </SmallGhostButton>
                            <SmallGhostButton onClick={() => setDeleting({ kind: 'feature', item: f })}>
                              Sil
                            </SmallGhostButton>
                          </Row>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              ))}
            </Columns>
          )
        }
      </Loaded>
      <CategoryModal open={categoryOpen} onClose={() => setCategoryOpen(false)} />
      <FeatureModal
        categories={catalog.data ?? []}
        entity={featureModal?.feature ?? null}
        categoryId={featureModal?.categoryId ?? null}
        open={featureModal !== null}
        onClose={() => setFeatureModal(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'category' ? 'Kategoriyi sil' : 'Özelliği sil'}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting?.kind === 'category'
          ? `“${deleting.item.name}” kategorisi silinsin mi?`
          : `“${deleting?.item.name ?? ''}” özelliği silinsin mi? Bu özellik tüm teknelerden kaldırılır.`}
      </ConfirmDialog>
    </>
  );
}
