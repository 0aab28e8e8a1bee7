import { zodResolver } from '@villa/shared/lib/form-resolver';
import { createVillaType, listVillaTypes, updateVillaType } from '@villa/shared/contracts/routes/villa-types';
import {
  villaTypeBodySchema,
  type VillaType,
  type VillaTypeBodyInput,
} from '@villa/shared/contracts/villa-types';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SlugField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';

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
  const { form, onSubmit, submitting } = useCrudForm({
    entity: type,
    open,
    onClose,
    resolver: zodResolver(villaTypeBodySchema),
    valuesOf,
    create: createVillaType,
    update: updateVillaType,
    invalidates: [listVillaTypes],
    created: 'Villa tipi eklendi.',
    updated: 'Villa tipi güncellendi.',
  });
  return (
    <FormModal
      title={type ? 'Villa Tipini Düzenle' : 'Yeni Villa Tipi'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      formLabel="Villa tipi formu"
    >
      <FormGrid>
        <InputField form={form} name="name" label="Ad" />
        <SlugField form={form} from="name" example="tip-adi" />
      </FormGrid>
    </FormModal>
  );
}
