import { zodResolver } from '@villa/shared/lib/form-resolver';
import { boatTypeBodySchema, type BoatType, type BoatTypeBody } from '@villa/shared/contracts/boat-types';
import { createBoatType, listBoatTypes, updateBoatType } from '@villa/shared/contracts/routes/boat-types';
import { InputField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';

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
  const { form, onSubmit, submitting } = useCrudForm({
    entity: type,
    open,
    onClose,
    resolver: zodResolver(boatTypeBodySchema),
    valuesOf: (t: BoatType | null): BoatTypeBody => ({ name: t?.name ?? '' }),
    create: createBoatType,
    update: updateBoatType,
    invalidates: [listBoatTypes],
    created: 'Tekne tipi eklendi.',
    updated: 'Tekne tipi güncellendi.',
  });

  return (
    <FormModal
      title={type ? 'Tekne Tipini Düzenle' : 'Yeni Tekne Tipi'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      formLabel="Tekne tipi formu"
    >
      <InputField
        form={form}
        name="name"
        label="Tekne tipi adı"
        hint="Örneğin Gulet, Motoryat, Katamaran."
        autoComplete="off"
      />
    </FormModal>
  );
}
