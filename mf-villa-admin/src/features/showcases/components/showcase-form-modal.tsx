import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import { createShowcase, updateShowcase } from '@villa/shared/contracts/routes/showcases';
import { showcaseBodySchema, type Showcase, type ShowcaseBodyInput } from '@villa/shared/contracts/showcases';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, TextareaField, ToggleField } from '@villa/shared/ui/form-fields';
import { showcaseQueries } from '../api/showcase-villas';

const valuesOf = valuesFrom<Showcase, ShowcaseBodyInput>({
  title: '',
  slug: '',
  description: '',
  active: true,
});

/** New or existing showcase; the fields are the contract's (showcaseBodySchema). */
export function ShowcaseFormModal({
  onSaved,
  ...dialog
}: CrudDialogProps<Showcase> & { onSaved: (id: number) => void }) {
  return (
    <CrudFormModal
      {...dialog}
      resolver={zodResolver(showcaseBodySchema)}
      valuesOf={valuesOf}
      create={createShowcase}
      update={updateShowcase}
      invalidates={showcaseQueries}
      created="Vitrin oluşturuldu."
      updated="Vitrin güncellendi."
      // The saved showcase is selected (a new one by the answer's id).
      onSaved={(saved) => onSaved(saved.id)}
      title={dialog.entity ? 'Vitrini Düzenle' : 'Yeni Vitrin'}
      formLabel="Vitrin formu"
    >
      {(form) => (
        <FormGrid>
          <InputField form={form} name="title" label="Başlık" />
          <InputField form={form} name="slug" label="Adres (slug)" hint="Boşsa başlıktan üretilir." />
          <div className="full">
            <TextareaField form={form} name="description" label="Açıklama" rows={3} />
          </div>
          <ToggleField form={form} name="active" label="Sitede göster" fallback />
        </FormGrid>
      )}
    </CrudFormModal>
  );
}
