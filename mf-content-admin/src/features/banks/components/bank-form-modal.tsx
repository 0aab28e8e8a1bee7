import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { BANK_CURRENCIES, formatIban, isValidIban, type Bank } from '@villa/shared/contracts/content';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Field, FormGrid, Input, Select, Toggle } from '@villa/shared/ui/form';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { FilePicker } from '../../../components/file-picker';
import { IMAGE_TYPES } from '../../../lib/upload-content';
import { useSaveBank } from '../api/save-bank';

const CURRENCY_LABELS: Record<(typeof BANK_CURRENCIES)[number], string> = {
  TL: 'Türk Lirası (TL)',
  USD: 'Amerikan Doları (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'İngiliz Sterlini (GBP)',
};

const schema = z.object({
  bankName: z
    .string()
    .trim()
    .min(2, 'Banka adı en az 2 karakter olmalıdır.')
    .max(80, 'En fazla 80 karakter.'),
  branch: z.string().trim().max(80, 'En fazla 80 karakter.'),
  accountHolder: z
    .string()
    .trim()
    .min(2, 'Hesap sahibi en az 2 karakter olmalıdır.')
    .max(120, 'En fazla 120 karakter.'),
  iban: z
    .string()
    .refine(isValidIban, { message: 'Geçersiz IBAN: numarayı ve kontrol basamaklarını kontrol edin.' }),
  currency: z.enum(BANK_CURRENCIES),
  logoUrl: z.string(),
  active: z.boolean(),
});
type Values = z.infer<typeof schema>;

const empty = (): Values => ({
  bankName: '',
  branch: '',
  accountHolder: '',
  iban: '',
  currency: 'TL',
  logoUrl: '',
  active: true,
});
const valuesOf = (b: Bank): Values => ({
  bankName: b.bankName,
  branch: b.branch,
  accountHolder: b.accountHolder,
  iban: formatIban(b.iban),
  currency: b.currency,
  logoUrl: b.logoUrl,
  active: b.active,
});

export function BankFormModal({
  bank,
  open,
  onClose,
}: {
  bank: Bank | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveBank();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: bank ? valuesOf(bank) : empty() });

  useEffect(() => {
    if (open) reset(bank ? valuesOf(bank) : empty());
  }, [open, bank, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({
        id: bank?.id ?? null,
        body: { ...body, iban: body.iban.replace(/\s+/g, '') },
      });
      toast('success', bank ? 'Banka hesabı güncellendi.' : 'Banka hesabı eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  return (
    <Modal title={bank ? 'Banka Hesabını Düzenle' : 'Yeni Banka Hesabı'} open={open} onClose={onClose} wide>
      <form onSubmit={onSubmit} noValidate aria-label="Banka hesabı formu">
        <FormGrid>
          <Field label="Banka adı" error={errors.bankName?.message}>
            <Input {...register('bankName')} placeholder="Türkiye İş Bankası" />
          </Field>
          <Field label="Şube" error={errors.branch?.message}>
            <Input {...register('branch')} placeholder="Fethiye Şubesi (1234)" />
          </Field>
          <Field label="Hesap sahibi" error={errors.accountHolder?.message}>
            <Input {...register('accountHolder')} />
          </Field>
          <Field label="Para birimi" error={errors.currency?.message}>
            <Select {...register('currency')}>
              {BANK_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {CURRENCY_LABELS[c]}
                </option>
              ))}
            </Select>
          </Field>
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
            <span style={{ fontWeight: 500, fontSize: 13, display: 'block', marginBottom: 6 }}>
              Banka logosu
            </span>
            <FilePicker
              label="Banka logosu dosyası"
              value={watch('logoUrl')}
              accept={IMAGE_TYPES}
              onChange={(url) => setValue('logoUrl', url, { shouldDirty: true })}
            />
          </div>
          <Toggle
            checked={watch('active')}
            onChange={(v) => setValue('active', v, { shouldDirty: true })}
            label="Sitede göster"
          />
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </Row>
      </form>
    </Modal>
  );
}
