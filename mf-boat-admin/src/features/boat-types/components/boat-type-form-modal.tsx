import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import { boatTypeBodySchema, type BoatType, type BoatTypeBody } from '@villa/shared/contracts/boat-types';
import { createBoatType, listBoatTypes, updateBoatType } from '@villa/shared/contracts/routes/boat-types';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { InputField } from '@villa/shared/ui/form-fields';

const valuesOf = valuesFrom<BoatType, BoatTypeBody>({ name: '' });

/** New or existing boat type; the field is the contract's (boatTypeBodySchema), as the API checks it. */
export function BoatTypeFormModal(props: CrudDialogProps<BoatType>) {
  return (
    <CrudFormModal
      {...props}
      resolver={zodResolver(boatTypeBodySchema)}
      valuesOf={valuesOf}
      create={createBoatType}
      update={updateBoatType}
      invalidates={[listBoatTypes]}
      created="Tekne tipi eklendi."
      updated="Tekne tipi güncellendi."
      title={props.entity ? 'Tekne Tipini Düzenle' : 'Yeni Tekne Tipi'}
      formLabel="Tekne tipi formu"
    >
      {(form) => (
        <InputField
          form={form}
          name="name"
          label="Tekne tipi adı"
          hint="Örneğin Gulet, Motoryat, Katamaran."
          autoComplete="off"
        />
      )}
    </CrudFormModal>
  );
}
