import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  townBodySchema,
  type Town,
  type TownBody,
  type TownBodyInput,
} from '@villa/shared/contracts/regions';
import { createTown, updateTown } from '@villa/shared/contracts/routes/regions';
import { slugify } from '@villa/shared/lib/turkish';
import { Field, FormGrid, Input, Textarea, Toggle } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { regionQueries } from './region-queries';

const valuesOf = (town: Town | null): TownBodyInput => ({
  name: town?.name ?? '',
  slug: town?.slug ?? '',
  description: town?.description ?? '',
  popular: town?.popular ?? false,
});

/** New or existing town; the fields are the contract's (townBodySchema). */
export function TownFormModal({
  town,
  open,
  onClose,
}: {
  town: Town | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useAdminMutation(createTown, { invalidates: regionQueries, success: 'İlçe eklendi.' });
  const update = useAdminMutation(updateTown, { invalidates: regionQueries, success: 'İlçe güncellendi.' });
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<
    TownBodyInput,
    unknown,
    TownBody
  >({ resolver: zodResolver(townBodySchema), defaultValues: valuesOf(town) });
  useEffect(() => {
    if (open) reset(valuesOf(town));
  }, [open, town, reset]);
  const onSubmit = handleSubmit(async (body) => {
    const saved = town
      ? await update.run({ params: { town_id: town.id }, body })
      : await create.run({ body });
    if (saved) onClose();
  });
  const e = formState.errors;
  return (
    <FormModal
      title={town ? 'İlçeyi Düzenle' : 'Yeni İlçe'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      formLabel="İlçe formu"
    >
      <FormGrid>
        <Field label="İlçe adı" error={e.name?.message}>
          <Input {...register('name')} />
        </Field>
        <Field
          label="Adres (slug)"
          error={e.slug?.message}
          hint={`Boşsa: ${slugify(String(watch('name') ?? '')) || 'ilce-adi'}`}
        >
          <Input {...register('slug')} />
        </Field>
        <div className="full">
          <Field label="Açıklama" error={e.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </Field>
        </div>
        <Toggle
          checked={watch('popular') ?? false}
          onChange={(v) => setValue('popular', v)}
          label="Popüler bölge (ana sayfada)"
        />
      </FormGrid>
    </FormModal>
  );
}
