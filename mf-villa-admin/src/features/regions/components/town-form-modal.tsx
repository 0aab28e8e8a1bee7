import { zodResolver } from '@villa/shared/lib/form-resolver';
import { townBodySchema, type Town, type TownBodyInput } from '@villa/shared/contracts/regions';
import { createTown, updateTown } from '@villa/shared/contracts/routes/regions';
import { slugify } from '@villa/shared/lib/turkish';
import { Field, FormGrid, Input, Textarea, Toggle } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';
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
  const {
    form: { register, watch, setValue },
    errors: e,
    onSubmit,
    submitting,
  } = useCrudForm({
    entity: town,
    open,
    onClose,
    resolver: zodResolver(townBodySchema),
    valuesOf,
    create: createTown,
    update: updateTown,
    params: (t) => ({ town_id: t.id }),
    invalidates: regionQueries,
    created: 'İlçe eklendi.',
    updated: 'İlçe güncellendi.',
  });
  return (
    <FormModal
      title={town ? 'İlçeyi Düzenle' : 'Yeni İlçe'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
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
