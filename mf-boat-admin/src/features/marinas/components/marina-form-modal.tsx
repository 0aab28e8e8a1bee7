import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { regionsQuery } from '@villa/shared/api/site';
import { marinaBodySchema, type Marina, type MarinaBodyInput } from '@villa/shared/contracts/marinas';
import { createMarina, listMarinas, updateMarina } from '@villa/shared/contracts/routes/marinas';
import { LoadingBlock } from '@villa/shared/ui/feedback';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SelectField, TextareaField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';

const valuesOf = (m: Marina | null): MarinaBodyInput => ({
  name: m?.name ?? '',
  town_id: m?.town_id ?? '',
  location: m?.location ?? '',
  description: m?.description ?? '',
});

/** New or existing marina; the fields are the contract's (marinaBodySchema), as the API checks them. */
export function MarinaFormModal({
  marina,
  open,
  onClose,
}: {
  marina: Marina | null;
  open: boolean;
  onClose: () => void;
}) {
  const regions = useQuery(regionsQuery());
  const { form, onSubmit, submitting } = useCrudForm({
    entity: marina,
    open,
    onClose,
    resolver: zodResolver(marinaBodySchema),
    valuesOf,
    create: createMarina,
    update: updateMarina,
    params: (m) => ({ marina_id: m.id }),
    invalidates: [listMarinas],
    created: 'Marina eklendi.',
    updated: 'Marina güncellendi.',
  });

  return (
    <FormModal
      title={marina ? 'Marinayı Düzenle' : 'Yeni Marina'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      formLabel="Marina formu"
    >
      {regions.isPending ? (
        <LoadingBlock />
      ) : (
        <FormGrid>
          <InputField form={form} name="name" label="Marina adı" autoComplete="off" />
          <SelectField
            form={form}
            name="town_id"
            label="İlçe"
            fallbackError={regions.isError ? 'İlçeler yüklenemedi.' : undefined}
            placeholder="İlçe seçin"
            options={regions.data?.towns.map((t) => ({ value: t.id, label: t.name }))}
          />
          <div className="full">
            <InputField
              form={form}
              name="location"
              label="Konum"
              hint="Adres, koordinat veya harita bağlantısı."
              autoComplete="off"
            />
          </div>
          <div className="full">
            <TextareaField form={form} name="description" label="Açıklama" />
          </div>
        </FormGrid>
      )}
    </FormModal>
  );
}
