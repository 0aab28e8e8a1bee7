import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { slugify } from '@villa/shared/lib/turkish';
import {
  villaBodySchema,
  type VillaBody,
  type VillaBodyInput,
  type VillaDetail,
} from '@villa/shared/contracts/villas';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Field, FormGrid, Input, Select, Textarea, Toggle } from '@villa/shared/ui/form';
import { Row } from '@villa/shared/ui/layout';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useOwnersSelect, useTownsSelect, useVillaTypesSelect } from '../../../api/get-form-options';
import { useSaveVilla } from '../api/save-villa';

function valuesOf(v: VillaDetail | null): VillaBodyInput {
  return {
    name: v?.name ?? '',
    slug: v?.slug ?? '',
    town_id: v?.town_id ?? '',
    district_id: v?.district_id ?? '',
    villa_type_id: v?.villa_type_id ?? '',
    owner_id: v?.owner_id ?? '',
    capacity: v?.capacity ?? 4,
    bedrooms: v?.bedrooms ?? 2,
    bathrooms: v?.bathrooms ?? 1,
    summary: v?.summary ?? '',
    description: v?.description ?? '',
    address: v?.address ?? '',
    latitude: v?.latitude ?? '',
    longitude: v?.longitude ?? '',
    license_number: v?.license_number ?? '',
    check_in_time: v?.check_in_time ?? '16:00',
    check_out_time: v?.check_out_time ?? '10:00',
    deposit: v?.deposit ?? 0,
    cleaning_fee: v?.cleaning_fee ?? 0,
    prepayment_rate: v?.prepayment_rate ?? 30,
    check_in_instructions: v?.check_in_instructions ?? '',
    infants_count_in_capacity: v?.infants_count_in_capacity ?? false,
    active: v?.active ?? true,
  };
}

/**
 * The option lists load first: a select rendered before its options would show the empty choice
 * although the form holds the villa's town, type and owner.
 */
export function VillaForm({ villa }: { villa: VillaDetail | null }) {
  const towns = useTownsSelect();
  const types = useVillaTypesSelect();
  const owners = useOwnersSelect(true);
  if (towns.isPending || types.isPending || owners.isPending) return <LoadingBlock />;
  if (towns.isError || types.isError || owners.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void towns.refetch();
          void types.refetch();
          void owners.refetch();
        }}
      />
    );
  }
  return <VillaFormFields villa={villa} />;
}

/** Create or edit a villa with every field an agency needs; validates before sending. */
function VillaFormFields({ villa }: { villa: VillaDetail | null }) {
  const isNew = villa === null;
  const navigate = useNavigate();
  const { toast } = useShellServices();
  const save = useSaveVilla();
  const towns = useTownsSelect();
  const types = useVillaTypesSelect();
  const owners = useOwnersSelect(true);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<VillaBodyInput, unknown, VillaBody>({
    resolver: zodResolver(villaBodySchema),
    defaultValues: valuesOf(villa),
  });

  useEffect(() => reset(valuesOf(villa)), [villa, reset]);

  const townId = Number(watch('town_id')) || 0;
  const districts = towns.data?.find((t) => t.id === townId)?.District ?? [];
  const name = String(watch('name') ?? '');
  const slug = String(watch('slug') ?? '');

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: villa?.id ?? null, body });
      toast('success', isNew ? 'Villa oluşturuldu.' : 'Villa güncellendi.');
      if (isNew) navigate(`/villas/${saved.id}?tab=prices`);
      else reset(valuesOf(saved));
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Villa formu">
      <FormGrid>
        <Field label="Villa adı" error={errors.name?.message}>
          <Input {...register('name')} autoComplete="off" />
        </Field>
        <Field
          label="Adres (slug)"
          error={errors.slug?.message}
          hint={`Boş bırakılırsa: ${slugify(name) || 'villa-adi'} (benzersiz yapılır)`}
        >
          <Input {...register('slug')} placeholder={slugify(name)} autoComplete="off" />
        </Field>
        <Field label="İlçe" error={errors.town_id?.message}>
          <Select {...register('town_id', { onChange: () => setValue('district_id', '') })}>
            <option value="">İlçe seçin</option>
            {towns.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Bölge" error={errors.district_id?.message}>
          <Select {...register('district_id')} disabled={!townId}>
            <option value="">{townId ? 'Bölge seçin (isteğe bağlı)' : 'Önce ilçe seçin'}</option>
            {districts.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Villa tipi" error={errors.villa_type_id?.message}>
          <Select {...register('villa_type_id')}>
            <option value="">Seçilmedi</option>
            {types.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Ev sahibi"
          error={errors.owner_id?.message}
          hint="Ev sahibi panelden bu villanın fiyat ve takvimini yönetebilir."
        >
          <Select {...register('owner_id')}>
            <option value="">Atanmadı</option>
            {owners.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Kapasite (kişi)" error={errors.capacity?.message}>
          <Input type="number" inputMode="numeric" min={1} {...register('capacity')} />
        </Field>
        <Field label="Yatak odası" error={errors.bedrooms?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register('bedrooms')} />
        </Field>
        <Field label="Banyo" error={errors.bathrooms?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register('bathrooms')} />
        </Field>
        <Field
          label="Turizm izin belgesi no"
          error={errors.license_number?.message}
          hint="Kültür ve Turizm Bakanlığı kısa dönem kiralama izin numarası."
        >
          <Input {...register('license_number')} placeholder="48-1234" />
        </Field>
        <Field label="Giriş saati" error={errors.check_in_time?.message}>
          <Input type="time" {...register('check_in_time')} />
        </Field>
        <Field label="Çıkış saati" error={errors.check_out_time?.message}>
          <Input type="time" {...register('check_out_time')} />
        </Field>
        <Field label="Hasar depozitosu (₺)" error={errors.deposit?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('deposit')} />
        </Field>
        <Field label="Temizlik ücreti (₺)" error={errors.cleaning_fee?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('cleaning_fee')} />
        </Field>
        <Field label="Ön ödeme oranı (%)" error={errors.prepayment_rate?.message}>
          <Input type="number" inputMode="numeric" min={0} max={100} {...register('prepayment_rate')} />
        </Field>
        <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
          <Toggle
            checked={watch('active') ?? true}
            onChange={(v) => setValue('active', v, { shouldDirty: true })}
            label="Aktif (sitede yayında)"
          />
        </div>
        <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
          <Toggle
            checked={watch('infants_count_in_capacity') ?? false}
            onChange={(v) => setValue('infants_count_in_capacity', v, { shouldDirty: true })}
            label="Bebekler (2 yaş altı) kapasiteye dahil"
          />
        </div>
        <div className="full">
          <Field label="Kısa açıklama" error={errors.summary?.message} hint="Listelerde görünen tek cümle.">
            <Input {...register('summary')} />
          </Field>
        </div>
        <div className="full">
          <Field label="Açıklama" error={errors.description?.message}>
            <Textarea rows={6} {...register('description')} />
          </Field>
        </div>
        <div className="full">
          <Field label="Adres" error={errors.address?.message}>
            <Input {...register('address')} />
          </Field>
        </div>
        <div className="full">
          <Field
            label="Giriş talimatları"
            error={errors.check_in_instructions?.message}
            hint="Varış bilgileri e-postasıyla misafire gider: anahtar teslimi, otopark, kapı şifresi vb."
          >
            <Textarea rows={4} {...register('check_in_instructions')} />
          </Field>
        </div>
        <Field label="Enlem" error={errors.latitude?.message}>
          <Input inputMode="decimal" {...register('latitude')} placeholder="36.5500" />
        </Field>
        <Field label="Boylam" error={errors.longitude?.message}>
          <Input inputMode="decimal" {...register('longitude')} placeholder="29.1200" />
        </Field>
      </FormGrid>
      <Row $justify="flex-end" style={{ marginTop: 24 }}>
        {slug && slug !== slugify(slug) ? (
          <span role="alert">Adres yalnızca küçük harf, rakam ve tire içerebilir.</span>
        ) : null}
        <Button type="submit" disabled={isSubmitting || (!isNew && !isDirty)}>
          {isSubmitting ? 'Kaydediliyor…' : isNew ? 'Villayı Oluştur' : 'Kaydet'}
        </Button>
      </Row>
    </form>
  );
}
