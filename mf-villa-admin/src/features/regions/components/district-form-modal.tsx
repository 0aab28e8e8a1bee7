import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  districtBodySchema,
  type District,
  type DistrictBodyInput,
  type Town,
} from '@villa/shared/contracts/regions';
import { createDistrict, updateDistrict } from '@villa/shared/contracts/routes/regions';
import { slugify } from '@villa/shared/lib/turkish';
import { Field, FormGrid, Input, Select } from '@villa/shared/ui/form';
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
  const {
    form: { register, watch },
    errors: e,
    onSubmit,
    submitting,
  } = useCrudForm({
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
        <Field label="İlçe" error={e.town_id?.message}>
          <Select {...register('town_id')}>
            <option value="">İlçe seçin</option>
            {towns.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Bölge adı" error={e.name?.message}>
          <Input {...register('name')} />
        </Field>
        <Field
          label="Adres (slug)"
          error={e.slug?.message}
          hint={`Boşsa: ${slugify(String(watch('name') ?? '')) || 'bolge-adi'}`}
        >
          <Input {...register('slug')} />
        </Field>
      </FormGrid>
    </FormModal>
  );
}
