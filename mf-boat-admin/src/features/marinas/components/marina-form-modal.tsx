import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import { regionsQuery } from '@villa/shared/api/site';
import { marinaBodySchema, type Marina, type MarinaBodyInput } from '@villa/shared/contracts/marinas';
import { createMarina, listMarinas, updateMarina } from '@villa/shared/contracts/routes/marinas';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { LoadingBlock } from '@villa/shared/ui/feedback';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SelectField, TextareaField } from '@villa/shared/ui/form-fields';

const valuesOf = valuesFrom<Marina, MarinaBodyInput>({
  name: '',
  town_id: '',
  location: '',
  description: '',
});

/** New or existing marina; the fields are the contract's (marinaBodySchema), as the API checks them. */
export function MarinaFormModal(props: CrudDialogProps<Marina>) {
  const regions = useQuery(regionsQuery());
  return (
    <CrudFormModal
      {...props}
      resolver={zodResolver(marinaBodySchema)}
      valuesOf={valuesOf}
      create={createMarina}
      update={updateMarina}
      params={(m) => ({ marina_id: m.id })}
      invalidates={[listMarinas]}
      created="Marina eklendi."
      updated="Marina güncellendi."
      title={props.entity ? 'Marinayı Düzenle' : 'Yeni Marina'}
      formLabel="Marina formu"
    >
      {(form) =>
        regions.isPending ? (
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
        )
      }
    </CrudFormModal>
  );
}
