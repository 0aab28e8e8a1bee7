import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  districtBodySchema,
  type District,
  type DistrictBody,
  type DistrictBodyInput,
  type Town,
} from '@villa/shared/contracts/regions';
import { createDistrict, updateDistrict } from '@villa/shared/contracts/routes/regions';
import { slugify } from '@villa/shared/lib/turkish';
import { Field, FormGrid, Input, Select } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
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
  const create = useAdminMutation(createDistrict, { invalidates: regionQueries, success: 'Bölge eklendi.' });
  const update = useAdminMutation(updateDistrict, {
    invalidates: regionQueries,
    success: 'Bölge güncellendi.',
  });
  const values = (): DistrictBodyInput => ({
    town_id: district?.town_id ?? defaultTown ?? '',
    name: district?.name ?? '',
    slug: district?.slug ?? '',
  });
  const { register, handleSubmit, reset, watch, formState } = useForm<
    DistrictBodyInput,
    unknown,
    DistrictBody
  >({
    resolver: zodResolver(districtBodySchema),
    defaultValues: values(),
  });
  useEffect(() => {
    if (open) reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [open, district]);
  const onSubmit = handleSubmit(async (body) => {
    const saved = district
      ? await update.run({ params: { district_id: district.id }, body })
      : await create.run({ body });
    if (saved) onClose();
  });
  const e = formState.errors;
  return (
    <FormModal
      title={district ? 'Bölgeyi Düzenle' : 'Yeni Bölge'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
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
