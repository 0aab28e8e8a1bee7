import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import { townBodySchema, type Town, type TownBodyInput } from '@villa/shared/contracts/regions';
import { createTown, updateTown } from '@villa/shared/contracts/routes/regions';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SlugField, TextareaField, ToggleField } from '@villa/shared/ui/form-fields';
import { regionQueries } from './region-queries';

const valuesOf = valuesFrom<Town, TownBodyInput>({
  name: '',
  slug: '',
  description: '',
  popular: false,
});

/** New or existing town; the fields are the contract's (townBodySchema). */
export function TownFormModal(props: CrudDialogProps<Town>) {
  return (
    <CrudFormModal
      {...props}
      resolver={zodResolver(townBodySchema)}
      valuesOf={valuesOf}
      create={createTown}
      update={updateTown}
      params={(t) => ({ town_id: t.id })}
      invalidates={regionQueries}
      created="İlçe eklendi."
      updated="İlçe güncellendi."
      title={props.entity ? 'İlçeyi Düzenle' : 'Yeni İlçe'}
      formLabel="İlçe formu"
    >
      {(form) => (
        <FormGrid>
          <InputField form={form} name="name" label="İlçe adı" />
          <SlugField form={form} from="name" example="ilce-adi" />
          <div className="full">
            <TextareaField form={form} name="description" label="Açıklama" rows={3} />
          </div>
          <ToggleField form={form} name="popular" label="Popüler bölge (ana sayfada)" />
        </FormGrid>
      )}
    </CrudFormModal>
  );
}
