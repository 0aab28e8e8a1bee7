import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { PageShell } from '../features/pages/components/page-shell';
import { RegionsPage } from '../features/regions/components/regions-page';
import { SlugPage } from '../features/regions/components/slug-page';

const WEBSITE_PAGES: Array<[string, string]> = [
  ['rental', 'Kiralama Sözleşmesi'],
  ['privacy', 'Gizlilik Politikası'],
  ['cancel', 'İptal Koşulları'],
  ['kvkk', 'KVKK Aydınlatma Metni'],
  ['banks', 'Banka Hesaplarımız'],
  ['document', 'Belgelerimiz'],
  ['howrent', 'Nasıl Kiralarım?'],
];

/** mf-storefront: every public page of SPEC §2. */
export function App() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route
        path="/listing"
        element={
          <PageShell title="Kiralık Villalar" lead="Tarih, kişi sayısı ve bölgeye göre müsait villalar." />
        }
      />
      <Route
        path="/villa"
        element={<PageShell title="Kiralık Villalar" lead="Seçtiğiniz villa tipine uygun villalar." />}
      />
      <Route path="/villa/:slug" element={<PageShell title="Villa Detayı" />} />
      <Route path="/regions" element={<RegionsPage />} />
      <Route path="/about" element={<PageShell title="Hakkımızda" />} />
      <Route path="/contact" element={<PageShell title="İletişim" />} />
      <Route path="/faq" element={<PageShell title="Sıkça Sorulan Sorular" />} />
      <Route path="/blog/*" element={<PageShell title="Blog" />} />
      <Route
        path="/enquire"
        element={
          <PageShell
            title="Rezervasyonlarım"
            lead="Rezervasyon kodunuz ve e-posta adresinizle rezervasyonunuzu görüntüleyin."
          />
        }
      />
      <Route path="/guvenli-odeme" element={<PageShell title="Güvenli Ödeme" />} />
      {WEBSITE_PAGES.map(([path, title]) => (
        <Route key={path} path={`/website/${path}`} element={<PageShell title={title} />} />
      ))}
      <Route path="/:slug" element={<SlugPage />} />
      <Route path="*" element={<SlugPage />} />
    </Routes>
  );
}
