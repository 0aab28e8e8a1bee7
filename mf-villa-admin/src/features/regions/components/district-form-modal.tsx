import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  districtBodySchema,
  type District,
  type DistrictBodyInput,
  type Town,
} from '@villa/shared/contracts/regions';
import { createDistrict, updateDistrict } from '@villa/shared/contracts/routes/regions';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SelectField, SlugField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';
import { regionQueries } from './region-queries';

/** New or existing district; the fields are the contract's (districtBodySchema). */
export function DistrictFormModal({
  district,
  towns,
  defaultTown,
  open,
  onClose,
}: {
  district: District | null;
  towns: Town[];
  defaultTown: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { form, onSubmit, submitting } = useCrudForm({
    entity: district,
    open,
    onClose,
    resolver: zodResolver(districtBodySchema),
    // A new district starts in the town being looked at.
    valuesOf: (d: District | null): DistrictBodyInput => ({
      town_id: d?.town_id ?? defaultTown ?? '',
      name: d?.name ?? '',
      slug: d?.slug ?? '',
    }),
    create: createDistrict,
    update: updateDistrict,
    params: (d) => ({ district_id: d.id }),
    invalidates: regionQueries,
    created: 'Bölge eklendi.',
    updated: 'Bölge güncellendi.',
  });
  return (
    <FormModal
      title={district ? 'Bölgeyi Düzenle' : 'Yeni Bölge'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      formLabel="Bölge formu"
    >
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
    </FormModal>
  );
}
