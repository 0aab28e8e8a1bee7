import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import {
  districtBodySchema,
  type District,
  type DistrictBodyInput,
  type Town,
} from '@villa/shared/contracts/regions';
import { createDistrict, updateDistrict } from '@villa/shared/contracts/routes/regions';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SelectField, SlugField } from '@villa/shared/ui/form-fields';
import { regionQueries } from './region-queries';

/** New or existing district; the fields are the contract's (districtBodySchema). */
export function DistrictFormModal({
  towns,
  defaultTown,
  ...dialog
}: CrudDialogProps<District> & { towns: Town[]; defaultTown: number | null }) {
  return (
    <CrudFormModal
      {...dialog}
      resolver={zodResolver(districtBodySchema)}
      // A new district starts in the town being looked at.
      valuesOf={valuesFrom<District, DistrictBodyInput>({ town_id: defaultTown ?? '', name: '', slug: '' })}
      create={createDistrict}
      update={updateDistrict}
      params={(d) => ({ district_id: d.id })}
      invalidates={regionQueries}
      created="Bölge eklendi."
      updated="Bölge güncellendi."
      title={dialog.entity ? 'Bölgeyi Düzenle' : 'Yeni Bölge'}
      formLabel="Bölge formu"
    >
      {(form) => (
        <FormGrid>
          <SelectField
            form={form}
            name="town_id"
            label="İlçe"
            placeholder="İlçe seçin"
            options={towns.map((t) => ({ value: t.id, label: t.name }))}
          />
          <InputField form={form} name="name" label="Bölge adı" />
          <SlugField form={form} from="name" example="bolge-adi" />
        </FormGrid>
      )}
    </CrudFormModal>
  );
}
