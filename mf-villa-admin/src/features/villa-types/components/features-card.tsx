import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  createFeature,
  createFeatureCategory,
  deleteFeature,
  deleteFeatureCategory,
  listVillaFeatures,
  updateFeature,
} from '@villa/shared/contracts/routes/villa-features';
import {
  featureCategoryBodySchema,
  type Feature,
  type FeatureCategory,
} from '@villa/shared/contracts/villa-features';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, Input } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, Row, Stack } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useFeatures } from '../../../api/get-form-options';

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

const invalidates = [listVillaFeatures];

type Deleting = { kind: 'category'; item: FeatureCategory } | { kind: 'feature'; item: Feature };

/** The feature catalogue: categories, their features, add, rename and delete. */
export function FeaturesCard() {
  const { toast } = useShellServices();
  const { data, isPending, isError, refetch } = useFeatures();
  const addCat = useAdminMutation(createFeatureCategory, { invalidates, success: 'Kategori eklendi.' });
  const delCat = useAdminMutation(deleteFeatureCategory, { invalidates, success: 'Kategori silindi.' });
  const addFeature = useAdminMutation(createFeature, { invalidates, success: 'Özellik eklendi.' });
  const renameFeature = useAdminMutation(updateFeature, { invalidates, success: 'Özellik güncellendi.' });
  const delFeature = useAdminMutation(deleteFeature, { invalidates, success: 'Özellik silindi.' });
  const [catName, setCatName] = useState('');
  const [catError, setCatError] = useState<string | undefined>();
  const [newFeature, setNewFeature] = useState<Record<number, string>>({});
  const [renaming, setRenaming] = useState<Feature | null>(null);
  const [renameTo, setRenameTo] = useState('');
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const onAddCategory = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = featureCategoryBodySchema.safeParse({ name: catName });
    if (!parsed.success) return setCatError(parsed.error.issues[0]?.message);
    setCatError(undefined);
    if (await addCat.run({ body: parsed.data })) setCatName('');
  };

  const onAddFeature = async (e: FormEvent, c: FeatureCategory) => {
    e.preventDefault();
    const name = (newFeature[c.id] ?? '').trim();
    if (!name) return toast('error', 'Özellik adı gerekli.');
    if (await addFeature.run({ body: { category_id: c.id, name, icon: '', filterable: false } })) {
      setNewFeature((s) => ({ ...s, [c.id]: '' }));
    }
  };

  const onRename = async (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    if (!renameTo.trim()) return toast('error', 'Özellik adı gerekli.');
    const { id, category_id, icon, filterable } = renaming;
    const ok = await renameFeature.run({
      params: { id },
      body: { category_id, name: renameTo.trim(), icon, filterable },
    });
    if (ok) setRenaming(null);
  };

  return (
    <Card>
      <h2 style={{ margin: '0 0 16px', fontSize: 20 }}>Özellik Kategorileri ve Özellikler</h2>
      <form noValidate aria-label="Kategori ekle" onSubmit={(e) => void onAddCategory(e)}>
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
                <Button
                  $variant="danger"
                  $size="sm"
                  onClick={() => setDeleting({ kind: 'category', item: c })}
                >
                  Kategoriyi Sil
                </Button>
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
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={`${f.name} sil`}
                      onClick={() => setDeleting({ kind: 'feature', item: f })}
                    >
                      ✕
                    </Button>
                  </Chip>
                ))}
              </Row>
              <form
                noValidate
                aria-label={`${c.name} özellik ekle`}
                onSubmit={(e) => void onAddFeature(e, c)}
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
      <FormModal
        title="Özelliği Düzenle"
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        onSubmit={(e) => void onRename(e)}
        submitting={renameFeature.isPending}
        formLabel="Özellik adı formu"
      >
        <Field label="Ad">
          <Input value={renameTo} onChange={(e) => setRenameTo(e.target.value)} />
        </Field>
      </FormModal>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'category' ? 'Kategoriyi sil' : 'Özelliği sil'}
        onConfirm={() =>
          deleting &&
          (deleting.kind === 'category'
            ? delCat.run({ params: { id: deleting.item.id } })
            : delFeature.run({ params: { id: deleting.item.id } }))
        }
        onClose={() => setDeleting(null)}
      >
        {deleting?.kind === 'category'
          ? `${deleting.item.name} kategorisi ve içindeki ${deleting.item.features.length} özellik silinsin mi? Villalardaki işaretler de kalkar.`
          : `${deleting?.item.name ?? ''} özelliği silinsin mi?`}
      </ConfirmDialog>
    </Card>
  );
}
