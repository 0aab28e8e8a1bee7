import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { createVillaType, listVillaTypes, updateVillaType } from '@villa/shared/contracts/routes/villa-types';
import {
  villaTypeBodySchema,
  type VillaType,
  type VillaTypeBody,
  type VillaTypeBodyInput,
} from '@villa/shared/contracts/villa-types';
import { slugify } from '@villa/shared/lib/turkish';
import { Field, FormGrid, Input } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

const valuesOf = (type: VillaType | null): VillaTypeBodyInput => ({
  name: type?.name ?? '',
  slug: type?.slug ?? '',
});

/** New or existing villa type; the fields are the contract's (villaTypeBodySchema). */
export function VillaTypeFormModal({
  type,
  open,
  onClose,
}: {
  type: VillaType | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useAdminMutation(createVillaType, {
    invalidates: [listVillaTypes],
    success: 'Villa tipi eklendi.',
  });
  const update = useAdminMutation(updateVillaType, {
    invalidates: [listVillaTypes],
    success: 'Villa tipi güncellendi.',
  });
  const { register, handleSubmit, reset, watch, formState } = useForm<
    VillaTypeBodyInput,
    unknown,
    VillaTypeBody
  >({
    resolver: zodResolver(villaTypeBodySchema),
    defaultValues: valuesOf(type),
  });
  useEffect(() => {
    if (open) reset(valuesOf(type));
  }, [open, type, reset]);
  const onSubmit = handleSubmit(async (body) => {
    const saved = type ? await update.run({ params: { id: type.id }, body }) : await create.run({ body });
    if (saved) onClose();
  });
  return (
    <FormModal
      title={type ? 'Villa Tipini Düzenle' : 'Yeni Villa Tipi'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      formLabel="Villa tipi formu"
    >
      <FormGrid>
        <Field label="Ad" error={formState.errors.name?.message}>
          <Input {...register('name')} />
        </Field>
        <Field
          label="Adres (slug)"
          error={formState.errors.slug?.message}
          hint={`Boşsa: ${slugify(String(watch('name') ?? '')) || 'tip-adi'}`}
        >
          <Input {...register('slug')} />
        </Field>
      </FormGrid>
    </FormModal>
  );
}
