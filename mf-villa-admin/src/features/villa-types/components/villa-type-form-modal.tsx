import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import { createVillaType, listVillaTypes, updateVillaType } from '@villa/shared/contracts/routes/villa-types';
import {
  villaTypeBodySchema,
  type VillaType,
  type VillaTypeBodyInput,
} from '@villa/shared/contracts/villa-types';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SlugField } from '@villa/shared/ui/form-fields';

const valuesOf = valuesFrom<VillaType, VillaTypeBodyInput>({ name: '', slug: '' });

/** New or existing villa type; the fields are the contract's (villaTypeBodySchema). */
export function VillaTypeFormModal(props: CrudDialogProps<VillaType>) {
  return (
    <CrudFormModal
      {...props}
      resolver={zodResolver(villaTypeBodySchema)}
      valuesOf={valuesOf}
      create={createVillaType}
      update={updateVillaType}
      invalidates={[listVillaTypes]}
      created="Villa tipi eklendi."
      updated="Villa tipi güncellendi."
      title={props.entity ? 'Villa Tipini Düzenle' : 'Yeni Villa Tipi'}
      formLabel="Villa tipi formu"
    >
      {(form) => (
        <FormGrid>
          <InputField form={form} name="name" label="Ad" />
          <SlugField form={form} from="name" example="tip-adi" />
        </FormGrid>
      )}
    </CrudFormModal>
  );
}
