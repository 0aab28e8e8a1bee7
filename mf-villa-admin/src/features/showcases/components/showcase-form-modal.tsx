import { zodResolver } from '@villa/shared/lib/form-resolver';
import { createShowcase, updateShowcase } from '@villa/shared/contracts/routes/showcases';
import { showcaseBodySchema, type Showcase, type ShowcaseBodyInput } from '@villa/shared/contracts/showcases';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, TextareaField, ToggleField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';
import { showcaseQueries } from '../api/showcase-villas';

const valuesOf = (showcase: Showcase | null): ShowcaseBodyInput => ({
  title: showcase?.title ?? '',
  slug: showcase?.slug ?? '',
  description: showcase?.description ?? '',
  active: showcase?.active ?? true,
});

/** New or existing showcase; the fields are the contract's (showcaseBodySchema). */
export function ShowcaseFormModal({
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
  // The saved showcase is selected (a new one by the answer's id).
  const { form, onSubmit, submitting } = useCrudForm({
    entity: showcase,
    open,
    onClose,
    resolver: zodResolver(showcaseBodySchema),
    valuesOf,
    create: createShowcase,
    update: updateShowcase,
    invalidates: showcaseQueries,
    created: 'Vitrin oluşturuldu.',
    updated: 'Vitrin güncellendi.',
    onSaved: (saved) => onSaved(saved.id),
  });
  return (
    <FormModal
      title={showcase ? 'Vitrini Düzenle' : 'Yeni Vitrin'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      formLabel="Vitrin formu"
    >
      <FormGrid>
        <InputField form={form} name="title" label="Başlık" />
        <InputField form={form} name="slug" label="Adres (slug)" hint="Boşsa başlıktan üretilir." />
        <div className="full">
          <TextareaField form={form} name="description" label="Açıklama" rows={3} />
        </div>
        <ToggleField form={form} name="active" label="Sitede göster" fallback />
      </FormGrid>
    </FormModal>
  );
}
