import { useMemo } from 'react';
import { useParams } from '@villa/shared/parcel/router';
import type { z } from 'zod';
import { contactForm, exchangeForm, siteForm, socialForm } from '@villa/shared/contracts/settings';
import { Field, FormGrid, Input, Textarea } from '@villa/shared/ui/form';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { PageHeader } from '@villa/shared/ui/layout';
import { NotFound } from '@villa/shared/ui/not-found';
import { FilePicker } from '../../../components/file-picker';
import { IMAGE_TYPES } from '../../../lib/upload-content';
import { toValues, useExchange, useOtherSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';
import { ExchangeStatus } from './exchange-status';

export const SETTINGS_TABS = [
  { to: '/settings/exchange', label: 'Döviz Kurları' },
  { to: '/settings/site', label: 'Site Ayarları' },
  { to: '/settings/contact', label: 'İletişim Bilgileri' },
  { to: '/settings/social', label: 'Sosyal Medya' },
  { to: '/settings/payment', label: 'Ödeme Ayarları' },
];

const META: Record<string, { title: string; description: string }> = {
  exchange: {
    title: 'Döviz Kurları',
    description:
      'Vitrindeki fiyatlar bu kurlarla Dolar, Euro ve Sterline çevrilir; kaydettiğiniz anda geçerli olur.',
  },
  site: {
    title: 'Site Ayarları',
    description: 'Marka adı, logo, alt bilgi metni, SEO ve TÜRSAB belge bilgileri.',
  },
  contact: {
    title: 'İletişim Bilgileri',
    description: 'Telefon, e-posta, adres, ofis konumu ve mesajlaşma numarası.',
  },
  social: { title: 'Sosyal Medya', description: 'Alt bilgide gösterilen sosyal medya bağlantıları.' },
};

function ExchangeForm() {
  const { data, isPending, isError, refetch } = useExchange();
  const values = useMemo(() => toValues(data) as z.input<typeof exchangeForm>, [data]);
  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <>
      <ExchangeStatus />
      <SettingsForm section="exchange" schema={exchangeForm} values={values} label="Döviz kurları formu">
        {({ register, formState: { errors } }) => (
          <FormGrid>
            <Field label="Dolar kuru (1 USD = ? TL)" error={errors.dollar_exchange_rate?.message}>
              <Input inputMode="decimal" {...register('dollar_exchange_rate')} />
            </Field>
            <Field label="Euro kuru (1 EUR = ? TL)" error={errors.euro_exchange_rate?.message}>
              <Input inputMode="decimal" {...register('euro_exchange_rate')} />
            </Field>
            <Field label="Sterlin kuru (1 GBP = ? TL)" error={errors.sterling_exchange_rate?.message}>
              <Input inputMode="decimal" {...register('sterling_exchange_rate')} />
            </Field>
          </FormGrid>
        )}
      </SettingsForm>
    </>
  );
}

function OtherForms({ section }: { section: 'site' | 'contact' | 'social' }) {
  const { data, isPending, isError, refetch } = useOtherSettings();
  const values = useMemo(() => toValues(data?.[section]), [data, section]);
  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (section === 'site') {
    return (
      <SettingsForm
        section="site"
        schema={siteForm}
        values={values as z.input<typeof siteForm>}
        label="Site ayarları formu"
      >
        {({ register, watch, setValue, formState: { errors } }) => (
          <FormGrid>
            <Field
              label="Marka adı"
              error={errors.brand_name?.message}
              hint="Sayfa başlıklarında kullanılır."
            >
              <Input {...register('brand_name')} />
            </Field>
            <Field label="Site başlığı (SEO)" error={errors.site_title?.message}>
              <Input {...register('site_title')} />
            </Field>
            <div className="full">
              <Field
                label="SEO açıklaması"
                error={errors.seo_description?.message}
                hint="Arama sonuçlarında görünen kısa açıklama (en fazla 300 karakter)."
              >
                <Textarea rows={3} {...register('seo_description')} />
              </Field>
            </div>
            <div className="full">
              <span style={{ fontWeight: 500, fontSize: 13, display: 'block', marginBottom: 6 }}>Logo</span>
              <FilePicker
                label="Logo dosyası"
                value={watch('site_logo') ?? ''}
                accept={IMAGE_TYPES}
                onChange={(url) => setValue('site_logo', url, { shouldDirty: true })}
              />
            </div>
            <div className="full">
              <Field label="Alt bilgi metni" error={errors.site_footer_text?.message}>
                <Textarea rows={3} {...register('site_footer_text')} />
              </Field>
            </div>
            <Field label="TÜRSAB belge numarası" error={errors.tursab_number?.message}>
              <Input inputMode="numeric" {...register('tursab_number')} />
            </Field>
            <Field label="TÜRSAB doğrulama bağlantısı" error={errors.tursab_link?.message}>
              <Input type="url" {...register('tursab_link')} />
            </Field>
            <Field
              label="Acente vergi kimlik numarası"
              error={errors.agency_tax_number?.message}
              hint="BTrans bildirim dosyasının başlığında kullanılır."
            >
              <Input inputMode="numeric" {...register('agency_tax_number')} />
            </Field>
            <Field
              label="Varış bilgileri (girişten kaç gün önce)"
              error={errors.arrival_info_days?.message}
              hint="Misafire adres, harita, giriş saati ve giriş talimatları bu kadar gün önce otomatik gönderilir (boş: 3)."
            >
              <Input inputMode="numeric" {...register('arrival_info_days')} placeholder="3" />
            </Field>
            <div className="full">
              <Field
                label="Harita katmanı adresi"
                error={errors.map_tile_url?.message}
                hint="Villa ve bölge haritalarının görüntü sunucusu; boş bırakılırsa OpenStreetMap kullanılır (ör. https://tile.openstreetmap.org/{z}/{x}/{y}.png)."
              >
                <Input {...register('map_tile_url')} />
              </Field>
            </div>
          </FormGrid>
        )}
      </SettingsForm>
    );
  }
  if (section === 'contact') {
    return (
      <SettingsForm
        section="contact"
        schema={contactForm}
        values={values as z.input<typeof contactForm>}
        label="İletişim bilgileri formu"
      >
        {({ register, formState: { errors } }) => (
          <FormGrid>
            <Field
              label="Telefon"
              error={errors.site_phone?.message}
              hint="Alt bilgide ve arama butonlarında kullanılır."
            >
              <Input type="tel" {...register('site_phone')} />
            </Field>
            <Field label="E-posta" error={errors.site_email?.message}>
              <Input type="email" {...register('site_email')} />
            </Field>
            <div className="full">
              <Field label="Adres" error={errors.site_address?.message}>
                <Textarea rows={2} {...register('site_address')} />
              </Field>
            </div>
            <Field label="Ofis konum bağlantısı" error={errors.site_location_link?.message}>
              <Input type="url" {...register('site_location_link')} />
            </Field>
            <Field label="Mesajlaşma (WhatsApp) numarası" error={errors.site_whatsapp?.message}>
              <Input type="tel" {...register('site_whatsapp')} />
            </Field>
          </FormGrid>
        )}
      </SettingsForm>
    );
  }
  return (
    <SettingsForm
      section="social"
      schema={socialForm}
      values={values as z.input<typeof socialForm>}
      label="Sosyal medya formu"
    >
      {({ register, formState: { errors } }) => (
        <FormGrid>
          <Field label="Facebook" error={errors.facebook_link?.message}>
            <Input type="url" placeholder="https://www.facebook.com/..." {...register('facebook_link')} />
          </Field>
          <Field label="Instagram" error={errors.instagram_link?.message}>
            <Input type="url" placeholder="https://www.instagram.com/..." {...register('instagram_link')} />
          </Field>
          <Field label="Twitter / X" error={errors.twitter_link?.message}>
            <Input type="url" placeholder="https://x.com/..." {...register('twitter_link')} />
          </Field>
          <Field label="YouTube" error={errors.youtube_link?.message}>
            <Input type="url" placeholder="https://www.youtube.com/..." {...register('youtube_link')} />
          </Field>
        </FormGrid>
      )}
    </SettingsForm>
  );
}

/** Ayarlar: /dashboard/settings/{exchange, site, contact, social}. */
export function SettingsScreen() {
  const { section = '' } = useParams();
  const meta = META[section];
  if (!meta) return <NotFound homeHref="/" homeLabel="Panele dön" />;
  return (
    <>
      <PageHeader title={meta.title} description={meta.description} />
      <AreaNav tabs={SETTINGS_TABS} label="Ayarlar menüsü" />
      {section === 'exchange' ? (
        <ExchangeForm />
      ) : (
        <OtherForms key={section} section={section as 'site' | 'contact' | 'social'} />
      )}
    </>
  );
}
