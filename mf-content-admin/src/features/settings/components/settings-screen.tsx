import { useMemo } from 'react';
import { useParams } from '@villa/shared/parcel/router';
import type { z } from 'zod';
import { contactForm, exchangeForm, siteForm, socialForm } from '@villa/shared/contracts/settings';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, TextareaField } from '@villa/shared/ui/form-fields';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { PageHeader } from '@villa/shared/ui/layout';
import { NotFound } from '@villa/shared/ui/not-found';
import { ImageField } from '../../../components/file-picker';
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

/** The three rates, each as TL for one unit of the currency. */
const RATE_FIELDS = [
  { name: 'dollar_exchange_rate', label: 'Dolar kuru (1 USD = ? TL)' },
  { name: 'euro_exchange_rate', label: 'Euro kuru (1 EUR = ? TL)' },
  { name: 'sterling_exchange_rate', label: 'Sterlin kuru (1 GBP = ? TL)' },
] as const;

/** The footer's social links, each an address on its site. */
const SOCIAL_FIELDS = [
  { name: 'facebook_link', label: 'Facebook', placeholder: 'https://www.facebook.com/...' },
  { name: 'instagram_link', label: 'Instagram', placeholder: 'https://www.instagram.com/...' },
  { name: 'twitter_link', label: 'Twitter / X', placeholder: 'https://x.com/...' },
  { name: 'youtube_link', label: 'YouTube', placeholder: 'https://www.youtube.com/...' },
] as const;

function ExchangeForm() {
  const { data, isPending, isError, refetch } = useExchange();
  const values = useMemo(() => toValues(data) as z.input<typeof exchangeForm>, [data]);
  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <>
      <ExchangeStatus />
      <SettingsForm section="exchange" schema={exchangeForm} values={values} label="Döviz kurları formu">
        {(form) => (
          <FormGrid>
            {RATE_FIELDS.map(({ name, label }) => (
              <InputField key={name} form={form} name={name} label={label} inputMode="decimal" />
            ))}
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
        {(form) => (
          <FormGrid>
            <InputField
              form={form}
              name="brand_name"
              label="Marka adı"
              hint="Sayfa başlıklarında kullanılır."
            />
            <InputField form={form} name="site_title" label="Site başlığı (SEO)" />
            <div className="full">
              <TextareaField
                form={form}
                name="seo_description"
                label="SEO açıklaması"
                hint="Arama sonuçlarında görünen kısa açıklama (en fazla 300 karakter)."
                rows={3}
              />
            </div>
            <div className="full">
              <ImageField form={form} name="site_logo" caption="Logo" label="Logo dosyası" />
            </div>
            <div className="full">
              <TextareaField form={form} name="site_footer_text" label="Alt bilgi metni" rows={3} />
            </div>
            <InputField form={form} name="tursab_number" label="TÜRSAB belge numarası" inputMode="numeric" />
            <InputField form={form} name="tursab_link" label="TÜRSAB doğrulama bağlantısı" type="url" />
            <InputField
              form={form}
              name="agency_tax_number"
              label="Acente vergi kimlik numarası"
              hint="BTrans bildirim dosyasının başlığında kullanılır."
              inputMode="numeric"
            />
            <InputField
              form={form}
              name="arrival_info_days"
              label="Varış bilgileri (girişten kaç gün önce)"
              hint="Misafire adres, harita, giriş saati ve giriş talimatları bu kadar gün önce otomatik gönderilir (boş: 3)."
              inputMode="numeric"
              placeholder="3"
            />
            <div className="full">
              <InputField
                form={form}
                name="map_tile_url"
                label="Harita katmanı adresi"
                hint="Villa ve bölge haritalarının görüntü sunucusu; boş bırakılırsa OpenStreetMap kullanılır (ör. https://tile.openstreetmap.org/{z}/{x}/{y}.png)."
              />
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
        {(form) => (
          <FormGrid>
            <InputField
              form={form}
              name="site_phone"
              label="Telefon"
              hint="Alt bilgide ve arama butonlarında kullanılır."
              type="tel"
            />
            <InputField form={form} name="site_email" label="E-posta" type="email" />
            <div className="full">
              <TextareaField form={form} name="site_address" label="Adres" rows={2} />
            </div>
            <InputField form={form} name="site_location_link" label="Ofis konum bağlantısı" type="url" />
            <InputField form={form} name="site_whatsapp" label="Mesajlaşma (WhatsApp) numarası" type="tel" />
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
      {(form) => (
        <FormGrid>
          {SOCIAL_FIELDS.map(({ name, label, placeholder }) => (
            <InputField
              key={name}
              form={form}
              name={name}
              label={label}
              type="url"
              placeholder={placeholder}
            />
          ))}
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
