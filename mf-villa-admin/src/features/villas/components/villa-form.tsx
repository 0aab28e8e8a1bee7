import { useNavigate } from '@villa/shared/parcel/router';
import { slugify } from '@villa/shared/lib/turkish';
import {
  villaBodySchema,
  type VillaBody,
  type VillaBodyInput,
  type VillaDetail,
} from '@villa/shared/contracts/villas';
import { Field, FormGrid, Input, Select } from '@villa/shared/ui/form';
import {
  InputField,
  NumberField,
  SelectField,
  TextareaField,
  ToggleField,
} from '@villa/shared/ui/form-fields';
import { SaveRow, useRecordForm } from '@villa/shared/ui/record-form';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import { useOwnersSelect, useTownsSelect, useVillaTypesSelect } from '../../../api/get-form-options';
import { useSaveVilla } from '../api/save-villa';

const valuesOf = valuesFrom<VillaDetail, VillaBodyInput>({
  name: '',
  slug: '',
  town_id: '',
  district_id: '',
  villa_type_id: '',
  owner_id: '',
  capacity: 4,
  bedrooms: 2,
  bathrooms: 1,
  summary: '',
  description: '',
  address: '',
  latitude: '',
  longitude: '',
  license_number: '',
  check_in_time: '16:00',
  check_out_time: '10:00',
  deposit: 0,
  cleaning_fee: 0,
  prepayment_rate: 30,
  check_in_instructions: '',
  infants_count_in_capacity: false,
  active: true,
});

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
  const save = useSaveVilla();
  const towns = useTownsSelect();
  const types = useVillaTypesSelect();
  const owners = useOwnersSelect(true);
  const { form, onSubmit, submitting } = useRecordForm({
    record: villa,
    valuesOf,
    resolver: zodResolver(villaBodySchema),
    save: (body: VillaBody) => save.mutateAsync({ id: villa?.id ?? null, body }),
    success: isNew ? 'Villa oluşturuldu.' : 'Villa güncellendi.',
    onSaved: (saved) => {
      if (isNew) navigate(`/villas/${saved.id}?tab=prices`);
      else form.reset(valuesOf(saved));
    },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = form;

  const townId = Number(watch('town_id')) || 0;
  const districts = towns.data?.find((t) => t.id === townId)?.District ?? [];
  const name = String(watch('name') ?? '');
  const slug = String(watch('slug') ?? '');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Villa formu">
      <FormGrid>
        <InputField form={form} name="name" label="Villa adı" autoComplete="off" />
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
        <SelectField
          form={form}
          name="villa_type_id"
          label="Villa tipi"
          placeholder="Seçilmedi"
          options={types.data?.map((t) => ({ value: t.id, label: t.name }))}
        />
        <SelectField
          form={form}
          name="owner_id"
          label="Ev sahibi"
          hint="Ev sahibi panelden bu villanın fiyat ve takvimini yönetebilir."
          placeholder="Atanmadı"
          options={owners.data?.map((u) => ({ value: u.id, label: u.name }))}
        />
        <NumberField form={form} name="capacity" label="Kapasite (kişi)" min={1} />
        <NumberField form={form} name="bedrooms" label="Yatak odası" min={0} />
        <NumberField form={form} name="bathrooms" label="Banyo" min={0} />
        <InputField
          form={form}
          name="license_number"
          label="Turizm izin belgesi no"
          hint="Kültür ve Turizm Bakanlığı kısa dönem kiralama izin numarası."
          placeholder="48-1234"
        />
        <InputField form={form} name="check_in_time" label="Giriş saati" type="time" />
        <InputField form={form} name="check_out_time" label="Çıkış saati" type="time" />
        <NumberField form={form} name="deposit" label="Hasar depozitosu (₺)" decimal min={0} />
        <NumberField form={form} name="cleaning_fee" label="Temizlik ücreti (₺)" decimal min={0} />
        <NumberField form={form} name="prepayment_rate" label="Ön ödeme oranı (%)" min={0} max={100} />
        <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
          <ToggleField form={form} name="active" label="Aktif (sitede yayında)" fallback />
        </div>
        <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
          <ToggleField
            form={form}
            name="infants_count_in_capacity"
            label="Bebekler (2 yaş altı) kapasiteye dahil"
          />
        </div>
        <div className="full">
          <InputField form={form} name="summary" label="Kısa açıklama" hint="Listelerde görünen tek cümle." />
        </div>
        <div className="full">
          <TextareaField form={form} name="description" label="Açıklama" rows={6} />
        </div>
        <div className="full">
          <InputField form={form} name="address" label="Adres" />
        </div>
        <div className="full">
          <TextareaField
            form={form}
            name="check_in_instructions"
            label="Giriş talimatları"
            hint="Varış bilgileri e-postasıyla misafire gider: anahtar teslimi, otopark, kapı şifresi vb."
            rows={4}
          />
        </div>
        <InputField form={form} name="latitude" label="Enlem" inputMode="decimal" placeholder="36.5500" />
        <InputField form={form} name="longitude" label="Boylam" inputMode="decimal" placeholder="29.1200" />
      </FormGrid>
      <SaveRow
        submitting={submitting}
        disabled={!isNew && !isDirty}
        label={isNew ? 'Villayı Oluştur' : 'Kaydet'}
      >
        {slug && slug !== slugify(slug) ? (
          <span role="alert">Adres yalnızca küçük harf, rakam ve tire içerebilir.</span>
        ) : null}
      </SaveRow>
    </form>
  );
}
