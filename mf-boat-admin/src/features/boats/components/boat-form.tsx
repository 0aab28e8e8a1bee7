import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import type { z } from 'zod';
import { boatBodySchema, type Boat } from '@villa/shared/contracts/boats';
import { Button } from '@villa/shared/ui/button';
import { FormGrid } from '@villa/shared/ui/form';
import {
  InputField,
  NumberField,
  SelectField,
  TextareaField,
  ToggleField,
} from '@villa/shared/ui/form-fields';
import { LoadingBlock } from '@villa/shared/ui/feedback';
import { SaveRow, useRecordForm } from '@villa/shared/ui/record-form';
import { useBoatTypeOptions } from '../../../api/get-boat-type-options';
import { useMarinaOptions } from '../../../api/get-marina-options';
import { useSaveBoat } from '../api/save-boat';

type FormInput = z.input<typeof boatBodySchema>;
type FormOutput = z.output<typeof boatBodySchema>;

const valuesOf = valuesFrom<Boat, FormInput>({
  name: '',
  marina_id: '',
  boat_type_id: '',
  capacity: '',
  cabins: 0,
  length: '',
  crew: 0,
  description: '',
  active: true,
});

interface Props {
  boat: Boat | null;
  onSaved: (boat: Boat) => void;
  onCancel?: () => void;
}

/** Create or edit a boat: name, marina, type, capacity, cabins, length, crew, description, activity. */
export function BoatForm({ boat, onSaved, onCancel }: Props) {
  const save = useSaveBoat();
  const marinas = useMarinaOptions();
  const types = useBoatTypeOptions();
  const { form, onSubmit, submitting } = useRecordForm({
    record: boat,
    valuesOf,
    resolver: zodResolver(boatBodySchema),
    save: (body: FormOutput) => save.mutateAsync({ id: boat?.id ?? null, body }),
    success: boat ? 'Tekne güncellendi.' : 'Tekne eklendi.',
    onSaved,
  });

  // The selects can only show the saved marina and type once their options exist.
  if (marinas.isPending || types.isPending) return <LoadingBlock />;
  const noMarinas = marinas.data?.length === 0;
  const noTypes = types.data?.length === 0;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Tekne formu">
      <FormGrid>
        <div className="full">
          <InputField form={form} name="name" label="Tekne adı" autoComplete="off" />
        </div>
        <SelectField
          form={form}
          name="marina_id"
          label="Marina"
          fallbackError={
            marinas.isError ? 'Marinalar yüklenemedi.' : noMarinas ? 'Önce bir marina ekleyin.' : undefined
          }
          placeholder="Marina seçin"
          options={marinas.data?.map((m) => ({ value: m.id, label: `${m.name} (${m.town_name})` }))}
        />
        <SelectField
          form={form}
          name="boat_type_id"
          label="Tekne tipi"
          fallbackError={
            types.isError
              ? 'Tekne tipleri yüklenemedi.'
              : noTypes
                ? 'Önce bir tekne tipi ekleyin.'
                : undefined
          }
          placeholder="Tip seçin"
          options={types.data?.map((t) => ({ value: t.id, label: t.name }))}
        />
        <NumberField form={form} name="capacity" label="Kapasite (kişi)" min={1} />
        <NumberField form={form} name="cabins" label="Kabin sayısı" min={0} />
        <NumberField form={form} name="length" label="Uzunluk (m)" decimal step="0.1" min={0} />
        <NumberField form={form} name="crew" label="Mürettebat" min={0} />
        <div className="full">
          <TextareaField form={form} name="description" label="Açıklama" rows={5} />
        </div>
        <div className="full">
          <ToggleField form={form} name="active" label="Aktif (sitede görünür)" fallback />
        </div>
      </FormGrid>
      <SaveRow
        submitting={submitting}
        disabled={boat !== null && !form.formState.isDirty}
        label={boat ? 'Değişiklikleri kaydet' : 'Kaydet'}
      >
        {onCancel ? (
          <Button $variant="secondary" onClick={onCancel}>
            Vazgeç
          </Button>
        ) : null}
      </SaveRow>
    </form>
  );
}
