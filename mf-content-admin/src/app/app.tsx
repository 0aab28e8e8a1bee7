import { Route, Routes, useParams } from 'react-router';
import { AreaScreen } from '@villa/shared/ui/area-screen';
import { NotFound } from '@villa/shared/ui/not-found';
import { UsersScreen } from '../features/users/components/users-screen';

const WEBSITE_SECTIONS: Record<string, { title: string; description: string }> = {
  about: { title: 'Hakkımızda', description: 'Hakkımızda sayfasının metni.' },
  rental: { title: 'Kiralama Sözleşmesi', description: 'Kiralama sözleşmesi metni.' },
  cancel: { title: 'İptal Koşulları', description: 'İptal ve iade koşulları metni.' },
  privacy: { title: 'Gizlilik Politikası', description: 'Gizlilik politikası metni.' },
  kvkk: { title: 'KVKK Aydınlatma Metni', description: 'Kişisel verilerin korunması aydınlatma metni.' },
  howrent: { title: 'Nasıl Kiralarım?', description: 'Kiralama adımlarını anlatan sayfa.' },
  bank: { title: 'Banka Hesapları', description: 'Havale/EFT için banka hesapları, IBAN ve logolar.' },
  documents: { title: 'Belgeler', description: 'Acente belgeleri ve sertifikalar (PDF veya görsel).' },
};

const SETTINGS_SECTIONS: Record<string, { title: string; description: string }> = {
  exchange: {
    title: 'Döviz Kurları',
    description: 'Dolar, Euro ve Sterlin kurları; vitrin fiyatları bu kurlarla çevrilir.',
  },
  site: {
    title: 'Site Ayarları',
    description: 'Marka adı, logo, alt bilgi metni, SEO ve TÜRSAB belge bilgileri.',
  },
  contact: {
    title: 'İletişim Bilgileri',
    description: 'Telefon, e-posta, adres, ofis konumu ve mesajlaşma numarası.',
  },
  social: { title: 'Sosyal Medya', description: 'Facebook, Instagram, Twitter ve YouTube bağlantıları.' },
};

const websiteTabs = Object.entries(WEBSITE_SECTIONS).map(([k, v]) => ({
  to: `/website/${k}`,
  label: v.title,
}));
const settingsTabs = Object.entries(SETTINGS_SECTIONS).map(([k, v]) => ({
  to: `/settings/${k}`,
  label: v.title,
}));

function SectionScreen({ sections, tabs }: { sections: typeof WEBSITE_SECTIONS; tabs: typeof websiteTabs }) {
  const { section = '' } = useParams();
  const meta = sections[section];
  if (!meta) return <NotFound homeHref="/" homeLabel="Panele dön" />;
  return <AreaScreen title={meta.title} description={meta.description} tabs={tabs} />;
}

/** mf-content-admin: users, website pages, blog, templates, messages, comments, subscribers, settings. */
export function App() {
  return (
    <Routes>
      <Route path="/users" element={<UsersScreen />} />
      <Route
        path="/website/:section"
        element={<SectionScreen sections={WEBSITE_SECTIONS} tabs={websiteTabs} />}
      />
      <Route
        path="/settings/:section"
        element={<SectionScreen sections={SETTINGS_SECTIONS} tabs={settingsTabs} />}
      />
      <Route
        path="/templates/mailtemplates"
        element={
          <AreaScreen
            title="Mail Şablonları"
            description="Ödeme linki, banka bilgileri ve onay e-postalarının şablonları."
          />
        }
      />
      <Route
        path="/contact"
        element={
          <AreaScreen
            title="İletişim Formu"
            description="Ziyaretçilerin iletişim formundan gönderdiği mesajlar."
          />
        }
      />
      <Route
        path="/comments"
        element={
          <AreaScreen
            title="Yorumlar"
            description="Misafir yorumlarının onayı, gizlenmesi ve yanıtlanması."
          />
        }
      />
      <Route
        path="/blog"
        element={
          <AreaScreen
            title="Blog"
            description="Blog yazıları: başlık, kapak görseli, özet, içerik ve yayın tarihi."
          />
        }
      />
      <Route
        path="/subscriber"
        element={
          <AreaScreen title="Aboneler" description="E-bülten aboneleri listesi ve CSV dışa aktarma." />
        }
      />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
