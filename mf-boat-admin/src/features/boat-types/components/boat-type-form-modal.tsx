import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { boatTypeBodySchema, type BoatType, type BoatTypeBody } from '@villa/shared/contracts/boat-types';
import { createBoatType, listBoatTypes, updateBoatType } from '@villa/shared/contracts/routes/boat-types';
import { Field, Input } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

/** New or existing boat type; the field is the contract's (boatTypeBodySchema), as the API checks it. */
export function BoatTypeFormModal({
  type,
  open,
  onClose,
}: {
  type: BoatType | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useAdminMutation(createBoatType, {
    invalidates: [listBoatTypes],
    success: 'Tekne tipi eklendi.',
  });
  const update = useAdminMutation(updateBoatType, {
    invalidates: [listBoatTypes],
    success: 'Tekne tipi güncellendi.',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BoatTypeBody>({
    resolver: zodResolver(boatTypeBodySchema),
    defaultValues: { name: type?.name ?? '' },
  });

  useEffect(() => {
    if (open) reset({ name: type?.name ?? '' });
  }, [open, type, reset]);

  const onSubmit = handleSubmit(async (body) => {
    const saved = type ? await update.run({ params: { id: type.id }, body }) : await create.run({ body });
    if (saved) onClose();
  });

  return (
    <FormModal
      title={type ? 'Tekne Tipini Düzenle' : 'Yeni Tekne Tipi'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      formLabel="Tekne tipi formu"
    >
      <Field label="Tekne tipi adı" error={errors.name?.message} hint="Örneğin Gulet, Motoryat, Katamaran.">
        <Input {...register('name')} autoComplete="off" />
      </Field>
    </FormModal>
  );
}
