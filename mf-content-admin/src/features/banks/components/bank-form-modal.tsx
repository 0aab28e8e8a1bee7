import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  BANK_CURRENCIES,
  BANK_CURRENCY_LABELS,
  bankBody,
  type Bank,
  type BankBodyInput,
} from '@villa/shared/contracts/banks';
import { createBank, listBanks, updateBank } from '@villa/shared/contracts/routes/banks';
import { formatIban } from '@villa/shared/lib/format/iban';
import { Field, FormGrid, Input } from '@villa/shared/ui/form';
import { InputField, SelectField, ToggleField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';
import { FilePicker } from '../../../components/file-picker';
import { IMAGE_TYPES } from '../../../lib/upload-content';

const empty = (): BankBodyInput => ({
  bankName: '',
  branch: '',
  accountHolder: '',
  iban: '',
  currency: 'TL',
  logoUrl: '',
  active: true,
});
const valuesOf = (b: Bank): BankBodyInput => ({
  bankName: b.bankName,
  branch: b.branch,
  accountHolder: b.accountHolder,
  iban: formatIban(b.iban),
  currency: b.currency,
  logoUrl: b.logoUrl,
  active: b.active,
});

/** New or existing bank account; the fields are the contract's (bankBody), as the API checks them. */
export function BankFormModal({
  bank,
  open,
  onClose,
}: {
  bank: Bank | null;
  open: boolean;
  onClose: () => void;
}) {
  const { form, errors, modal } = useCrudForm({
    entity: bank,
    open,
    onClose,
    resolver: zodResolver(bankBody),
    valuesOf: (b: Bank | null) => (b ? valuesOf(b) : empty()),
    create: createBank,
    update: updateBank,
    invalidates: [listBanks],
    created: 'Banka hesabı eklendi.',
    updated: 'Banka hesabı güncellendi.',
  });
  const { register, watch, setValue } = form;

  return (
    <FormModal
      {...modal}
      title={bank ? 'Banka Hesabını Düzenle' : 'Yeni Banka Hesabı'}
      formLabel="Banka hesabı formu"
      wide
    >
      <FormGrid>
        <InputField form={form} name="bankName" label="Banka adı" placeholder="Türkiye İş Bankası" />
        <InputField form={form} name="branch" label="Şube" placeholder="Fethiye Şubesi (1234)" />
        <InputField form={form} name="accountHolder" label="Hesap sahibi" />
        <SelectField
          form={form}
          name="currency"
          label="Para birimi"
          options={choicesOf(BANK_CURRENCIES, (c) => BANK_CURRENCY_LABELS[c])}
        />
        <div className="full">
          <Field
            label="IBAN"
            error={errors.iban?.message}
            hint="Boşluklu veya boşluksuz yazabilirsiniz; kontrol basamakları denetlenir."
          >
            <Input
              {...register('iban', {
                onBlur: (e: { target: { value: string } }) =>
                  setValue('iban', formatIban(e.target.value), { shouldValidate: true }),
              })}
              autoComplete="off"
              spellCheck={false}
              placeholder="TR00 0000 0000 0000 0000 0000 00"
              style={{ fontFamily: 'ui-monospace, Menlo, monospace', letterSpacing: '0.04em' }}
            />
          </Field>
        </div>
        <div className="full">
          <FilePicker
            caption="Banka logosu"
            label="Banka logosu dosyası"
            value={watch('logoUrl') ?? ''}
            accept={IMAGE_TYPES}
            onChange={(url) => setValue('logoUrl', url, { shouldDirty: true })}
          />
        </div>
        <ToggleField form={form} name="active" label="Sitede göster" fallback />
      </FormGrid>
    </FormModal>
  );
}
