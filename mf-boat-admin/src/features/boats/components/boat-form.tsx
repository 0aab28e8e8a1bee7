import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { boatBodySchema, type Boat } from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Field, FormGrid, Input, Select, Textarea, Toggle } from '@villa/shared/ui/form';
import { Row } from '@villa/shared/ui/layout';
import { LoadingBlock } from '@villa/shared/ui/feedback';
import { useBoatTypeOptions } from '../../../api/get-boat-type-options';
import { useMarinaOptions } from '../../../api/get-marina-options';
import { useSaveBoat } from '../api/save-boat';

type FormInput = z.input<typeof boatBodySchema>;
type FormOutput = z.output<typeof boatBodySchema>;

const valuesOf = (b: Boat | null): FormInput => ({
  name: b?.name ?? '',
  marina_id: b?.marina_id ?? '',
  boat_type_id: b?.boat_type_id ?? '',
  capacity: b?.capacity ?? '',
  cabins: b?.cabins ?? 0,
  length: b?.length ?? '',
  crew: b?.crew ?? 0,
  description: b?.description ?? '',
  active: b?.active ?? true,
});

interface Props {
  boat: Boat | null;
  onSaved: (boat: Boat) => void;
  onCancel?: () => void;
}

/** Create or edit a boat: name, marina, type, capacity, cabins, length, crew, description, activity. */
export function BoatForm({ boat, onSaved, onCancel }: Props) {
  const { toast } = useShellServices();
  const save = useSaveBoat();
  const marinas = useMarinaOptions();
  const types = useBoatTypeOptions();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(boatBodySchema),
    defaultValues: valuesOf(boat),
  });

  useEffect(() => {
    reset(valuesOf(boat));
  }, [boat, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: boat?.id ?? null, body });
      toast('success', boat ? 'Tekne güncellendi.' : 'Tekne eklendi.');
      onSaved(saved);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  // The selects can only show the saved marina and type once their options exist.
  if (marinas.isPending || types.isPending) return <LoadingBlock />;
  const noMarinas = marinas.data?.length === 0;
  const noTypes = types.data?.length === 0;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Tekne formu">
      <FormGrid>
        <div className="full">
          <Field label="Tekne adı" error={errors.name?.message}>
            <Input {...register('name')} autoComplete="off" />
          </Field>
        </div>
        <Field
          label="Marina"
          error={
            errors.marina_id?.message ??
            (marinas.isError ? 'Marinalar yüklenemedi.' : noMarinas ? 'Önce bir marina ekleyin.' : undefined)
          }
        >
          <Select {...register('marina_id')} disabled={marinas.isPending}>
            <option value="">{marinas.isPending ? 'Yükleniyor…' : 'Marina seçin'}</option>
            {marinas.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({m.town_name})
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Tekne tipi"
          error={
            errors.boat_type_id?.message ??
            (types.isError
              ? 'Tekne tipleri yüklenemedi.'
              : noTypes
                ? 'Önce bir tekne tipi ekleyin.'
                : undefined)
          }
        >
          <Select {...register('boat_type_id')} disabled={types.isPending}>
            <option value="">{types.isPending ? 'Yükleniyor…' : 'Tip seçin'}</option>
            {types.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Kapasite (kişi)" error={errors.capacity?.message}>
          <Input type="number" inputMode="numeric" min={1} {...register('capacity')} />
        </Field>
        <Field label="Kabin sayısı" error={errors.cabins?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register('cabins')} />
        </Field>
        <Field label="Uzunluk (m)" error={errors.length?.message}>
          <Input type="number" inputMode="decimal" step="0.1" min={0} {...register('length')} />
        </Field>
        <Field label="Mürettebat" error={errors.crew?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register('crew')} />
        </Field>
        <div className="full">
          <Field label="Açıklama" error={errors.description?.message}>
            <Textarea {...register('description')} rows={5} />
          </Field>
        </div>
        <div className="full">
          <Toggle
            checked={watch('active') ?? true}
            onChange={(v) => setValue('active', v, { shouldDirty: true })}
            label="Aktif (sitede görünür)"
          />
        </div>
      </FormGrid>
      <Row $justify="flex-end" style={{ marginTop: 24 }}>
        {onCancel ? (
          <Button $variant="secondary" onClick={onCancel}>
            Vazgeç
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting || (boat !== null && !isDirty)}>
          {isSubmitting ? 'Kaydediliyor…' : boat ? 'Değişiklikleri kaydet' : 'Kaydet'}
        </Button>
      </Row>
    </form>
  );
}
