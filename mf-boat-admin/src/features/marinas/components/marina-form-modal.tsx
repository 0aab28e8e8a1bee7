import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { regionsQuery } from '@villa/shared/api/site';
import { marinaBodySchema, type Marina, type MarinaBodyInput } from '@villa/shared/contracts/marinas';
import { createMarina, listMarinas, updateMarina } from '@villa/shared/contracts/routes/marinas';
import { LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select, Textarea } from '@villa/shared/ui/form';
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
  const {
    form: { register },
    errors,
    onSubmit,
    submitting,
  } = useCrudForm({
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
          <Field label="Marina adı" error={errors.name?.message}>
            <Input {...register('name')} autoComplete="off" />
          </Field>
          <Field
            label="İlçe"
            error={errors.town_id?.message ?? (regions.isError ? 'İlçeler yüklenemedi.' : undefined)}
          >
            <Select {...register('town_id')}>
              <option value="">İlçe seçin</option>
              {regions.data?.towns.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </Field>
          <div className="full">
            <Field
              label="Konum"
              error={errors.location?.message}
              hint="Adres, koordinat veya harita bağlantısı."
            >
              <Input {...register('location')} autoComplete="off" />
            </Field>
          </div>
          <div className="full">
            <Field label="Açıklama" error={errors.description?.message}>
              <Textarea {...register('description')} />
            </Field>
          </div>
        </FormGrid>
      )}
    </FormModal>
  );
}
