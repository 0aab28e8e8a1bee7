import type { z } from 'zod';
import { villaBtransSchema, type VillaDetail } from '@villa/shared/contracts/villas';
import { Field, FormGrid, Select } from '@villa/shared/ui/form';
import { InputField, NumberField } from '@villa/shared/ui/form-fields';
import { CLEANING_FEE_KEEPERS, CLEANING_FEE_KEEPER_LABELS } from '@villa/shared/contracts/owner-statements';
import { SaveRow, useRecordForm } from '@villa/shared/ui/record-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useSaveBtrans } from '../api/save-btrans';

type In = z.input<typeof villaBtransSchema>;
type Out = z.output<typeof villaBtransSchema>;

const valuesOf = (v: VillaDetail): In => ({
  btrans_owner_name: v.btrans_owner_name,
  btrans_identity_number: v.btrans_identity_number,
  btrans_iban: v.btrans_iban,
  btrans_commission_rate: v.btrans_commission_rate,
  cleaning_fee_keeper: v.cleaning_fee_keeper,
});

/** Bank transfer (BTrans) data of the villa's owner, for the BTrans report, and who keeps the cleaning fee (owner statement). */
export function BtransForm({ villa }: { villa: VillaDetail }) {
  const save = useSaveBtrans();
  const { form, onSubmit, submitting } = useRecordForm({
    record: villa,
    valuesOf,
    resolver: zodResolver(villaBtransSchema),
    save: (body: Out) => save.mutateAsync({ params: { villa_id: villa.id }, body }),
    success: 'BTrans bilgileri kaydedildi.',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="BTrans formu">
      <FormGrid>
        <InputField form={form} name="btrans_owner_name" label="Hesap sahibi" autoComplete="off" />
        <InputField
          form={form}
          name="btrans_identity_number"
          label="T.C. kimlik / vergi no"
          hint="Kimlik no 11, vergi no 10 hane."
          inputMode="numeric"
          autoComplete="off"
        />
        <InputField
          form={form}
          name="btrans_iban"
          label="IBAN"
          placeholder="TR00 0000 0000 0000 0000 0000 00"
          autoComplete="off"
        />
        <NumberField
          form={form}
          name="btrans_commission_rate"
          label="Komisyon oranı (%)"
          decimal
          min={0}
          max={100}
        />
        <Field
          label="Temizlik ücreti kimde"
          error={form.formState.errors.cleaning_fee_keeper?.message}
          hint="Hakediş ekstresinde temizlik ücreti bu tarafın payına yazılır."
        >
          <Select {...form.register('cleaning_fee_keeper')} data-testid="cleaning-fee-keeper">
            {CLEANING_FEE_KEEPERS.map((k) => (
              <option key={k} value={k}>
                {CLEANING_FEE_KEEPER_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
      </FormGrid>
      <SaveRow submitting={submitting} />
    </form>
  );
}
