import { paths } from '@villa/shared/config/paths';

export const MAIN_LINKS = [
  { to: paths.listing, label: 'Villalar' },
  { to: '/tekneler', label: 'Tekneler' },
  { to: paths.regions, label: 'Bölgeler' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'İletişim' },
  { to: paths.enquire, label: 'Rezervasyonlarım' },
] as const;

export const CORPORATE_LINKS = [
  { to: paths.about, label: 'Hakkımızda' },
  { to: paths.website.rental, label: 'Kiralama Sözleşmesi' },
  { to: paths.website.privacy, label: 'Gizlilik Politikası' },
  { to: paths.website.cancel, label: 'İptal Koşulları' },
  { to: paths.website.kvkk, label: 'KVKK Aydınlatma Metni' },
  { to: paths.website.banks, label: 'Banka Hesaplarımız' },
  { to: paths.website.document, label: 'Belgelerimiz' },
] as const;

export const HELP_LINKS = [
  { to: paths.website.howrent, label: 'Nasıl Kiralarım?' },
  { to: paths.faq, label: 'Sıkça Sorulan Sorular' },
  { to: paths.enquire, label: 'Rezervasyonlarım' },
  { to: paths.securePayment, label: 'Güvenli Ödeme' },
  { to: paths.contact, label: 'İletişim' },
  { to: paths.dashboard.root, label: 'Ev Sahibi Girişi' },
] as const;
