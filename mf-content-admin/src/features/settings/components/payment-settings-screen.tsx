import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import {
  PAYMENT_EFFECTIVE_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  paymentSettingsBody,
  type PaymentSettingsBody,
  type PaymentSettingsView,
} from '@villa/shared/contracts/payments';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Badge } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Select } from '@villa/shared/ui/form';
import { InputField, SelectField } from '@villa/shared/ui/form-fields';
import { QueryView } from '@villa/shared/ui/query-view';
import { Card, PageHeader } from '@villa/shared/ui/layout';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { ResetSaveActions } from './settings-form';
import { SETTINGS_TABS } from './settings-screen';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payment-settings';

const Status = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 20px;
  p {
    margin: 0;
  }
`;
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
`;

const TONE: Record<PaymentSettingsView['effectiveMode'], 'success' | 'warning' | 'neutral'> = {
  live: 'success',
  sandbox: 'warning',
  standin: 'warning',
  bank_transfer: 'neutral',
};
const MODE_BADGE: Record<PaymentSettingsView['effectiveMode'], string> = {
  live: 'Canlı',
  sandbox: 'TEST MODU (sandbox)',
  standin: 'TEST MODU (yerel)',
  bank_transfer: 'Kartla ödeme kapalı',
};

function keyHint(state: PaymentSettingsView['apiKey'], canStore: boolean): string {
  if (!canStore) return 'Sunucuda PAYMENT_SECRET_KEY tanımlı değil; anahtar kaydedilemez.';
  return state.set
    ? `Kayıtlı: ${state.masked ?? '••••'}. Değiştirmek için yenisini girin; boş bırakırsanız değişmez.`
    : 'Kayıtlı anahtar yok.';
}

/** The provider's two keys, each write-only: the form shows whether one is stored, never the key. */
const KEY_FIELDS = [
  { name: 'apiKey', label: 'API anahtarı' },
  { name: 'secretKey', label: 'Gizli anahtar' },
] as const;

function PaymentSettingsForm({ view }: { view: PaymentSettingsView }) {
  const save = useSavePaymentSettings();
  const values = useMemo<PaymentSettingsBody>(
    () => ({ provider: view.provider, live: view.live, apiKey: '', secretKey: '', clearKeys: false }),
    [view],
  );
  const form = useForm<PaymentSettingsBody>({
    // zodResolver's overloads cannot see the input type of a preprocessing schema.
    resolver: zodResolver(paymentSettingsBody as never) as unknown as Resolver<PaymentSettingsBody>,
    defaultValues: values,
  });
  const { register, handleSubmit, reset, watch, formState } = form;
  const { errors } = formState;
  useEffect(() => reset(values), [values, reset]);
  const provider = watch('provider');
  const clearKeys = watch('clearKeys');
  const keysOff = !view.canStoreKeys || provider === 'bank_transfer' || clearKeys;

  const onSubmit = handleSubmit(async (body) => {
    if (await save.run({ body })) reset(values);
  });

  return (
    <Card>
      <Status data-testid="payment-settings-status">
        <div>
          <Badge $tone={TONE[view.effectiveMode]}>{MODE_BADGE[view.effectiveMode]}</Badge>
        </div>
        <p>{PAYMENT_EFFECTIVE_LABELS[view.effectiveMode]}</p>
      </Status>
      <form onSubmit={onSubmit} noValidate aria-label="Ödeme ayarları formu">
        <FormGrid>
          <SelectField
            form={form}
            name="provider"
            label="Ödeme sağlayıcısı"
            options={choicesOf(PAYMENT_PROVIDERS, (p) => PAYMENT_PROVIDER_LABELS[p])}
          />
          <Field
            label="Çalışma modu"
            error={errors.live?.message}
            hint="Test modunda iyzico’nun deneme ortamı kullanılır; gerçek para çekilmez."
          >
            <Select
              disabled={provider === 'bank_transfer'}
              {...register('live', { setValueAs: (v: unknown) => v === true || v === 'true' })}
            >
              <option value="false">Test (sandbox)</option>
              <option value="true">Canlı</option>
            </Select>
          </Field>
          {KEY_FIELDS.map(({ name, label }) => (
            <InputField
              key={name}
              form={form}
              name={name}
              label={label}
              hint={keyHint(view[name], view.canStoreKeys)}
              type="password"
              autoComplete="off"
              spellCheck={false}
              disabled={keysOff}
              placeholder={view[name].set ? (view[name].masked ?? '') : ''}
            />
          ))}
        </FormGrid>
        {view.apiKey.set || view.secretKey.set ? (
          <Check style={{ marginTop: 16 }}>
            <input type="checkbox" {...register('clearKeys')} /> Kayıtlı anahtarları sil
          </Check>
        ) : null}
        <p style={{ fontSize: 13, opacity: 0.8, margin: '16px 0 0' }}>
          Anahtarlar sunucuda şifrelenerek saklanır ve bu ekrana bir daha gösterilmez; yalnızca son dört
          karakteri görünür. Anahtar girilmezse kartla ödeme, canlı ortam dışında yerel bir deneme sayfasıyla
          (TEST MODU) çalışır; canlı ortamda ise misafirlere yalnızca havale / EFT gösterilir.
        </p>
        <ResetSaveActions form={form} values={values} />
      </form>
    </Card>
  );
}

/** Ayarlar › Ödeme Ayarları (/dashboard/settings/payment, ADMIN): card payment provider and its keys. */
export function PaymentSettingsScreen() {
  const settings = usePaymentSettings();
  return (
    <>
      <PageHeader
        title="Ödeme Ayarları"
        description="Kartla ödeme sağlayıcısı (iyzico, 3-D Secure), test ya da canlı mod ve API anahtarları."
      />
      <AreaNav tabs={SETTINGS_TABS} label="Ayarlar menüsü" />
      <QueryView query={settings}>{(data) => <PaymentSettingsForm view={data} />}</QueryView>
    </>
  );
}
