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
import { valuesFrom } from '@villa/shared/lib/form-values';
import { CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { Field, FormGrid, Input } from '@villa/shared/ui/form';
import { InputField, SelectField, ToggleField } from '@villa/shared/ui/form-fields';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { ImageField } from '../../../components/file-picker';

const resolver = zodResolver(bankBody);
/** The IBAN is shown grouped in fours, as it is typed. */
const valuesOf = valuesFrom<Bank, BankBodyInput>(
  { bankName: '', branch: '', accountHolder: '', iban: '', currency: 'TL', logoUrl: '', active: true },
  (values) => ({ iban: formatIban(values.iban) }),
);

/** New or existing bank account; the fields are the contract's (bankBody), as the API checks them. */
export function BankFormModal(props: CrudDialogProps<Bank>) {
  return (
    <CrudFormModal
      {...props}
      resolver={resolver}
      valuesOf={valuesOf}
      create={createBank}
      update={updateBank}
      invalidates={[listBanks]}
      created="Banka hesabı eklendi."
      updated="Banka hesabı güncellendi."
      title={props.entity ? 'Banka Hesabını Düzenle' : 'Yeni Banka Hesabı'}
      formLabel="Banka hesabı formu"
      wide
    >
      {(form) => (
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
              error={form.formState.errors.iban?.message}
              hint="Boşluklu veya boşluksuz yazabilirsiniz; kontrol basamakları denetlenir."
            >
              <Input
                {...form.register('iban', {
                  onBlur: (e: { target: { value: string } }) =>
                    form.setValue('iban', formatIban(e.target.value), { shouldValidate: true }),
                })}
                autoComplete="off"
                spellCheck={false}
                placeholder="TR00 0000 0000 0000 0000 0000 00"
                style={{ fontFamily: 'ui-monospace, Menlo, monospace', letterSpacing: '0.04em' }}
              />
            </Field>
          </div>
          <div className="full">
            <ImageField form={form} name="logoUrl" caption="Banka logosu" label="Banka logosu dosyası" />
          </div>
          <ToggleField form={form} name="active" label="Sitede göster" fallback />
        </FormGrid>
      )}
    </CrudFormModal>
  );
}
