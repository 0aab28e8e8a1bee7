import type { ComponentType } from 'react';
import type { MenuCounts } from '@villa/shared/contracts/site';
import {
  BoatIcon,
  ChartIcon,
  ChatIcon,
  ClipboardIcon,
  DocumentIcon,
  GlobeIcon,
  HomeIcon,
  MailIcon,
  PencilIcon,
  SettingsIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
  VillaIcon,
} from '@villa/shared/ui/icons';

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number }>;
  desktopOnly?: boolean;
  badge?: keyof MenuCounts;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: ComponentType<{ size?: number }>;
  desktopOnly?: boolean;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, extra: Partial<MenuLink> = {}): MenuLink => ({
  kind: 'link',
  label,
  to,
  ...extra,
});

const group = (
  label: string,
  icon: MenuGroup['icon'],
  items: MenuLink[],
  extra: Pick<MenuGroup, 'desktopOnly'> = {},
): MenuGroup => ({ kind: 'group', label, icon, ...extra, items });

/** The ADMIN menu of SPEC §2, plus the boat entries the shell gives mf-boat-admin. */
export const ADMIN_MENU: MenuEntry[] = [
  link('Anasayfa', '/dashboard/', { icon: HomeIcon }),
  link('Kullanıcılar', '/dashboard/users', { icon: UsersIcon }),
  group('Villalar', VillaIcon, [
    link('Villalar', '/dashboard/villas'),
    link('Villa Bölgeleri', '/dashboard/towndistrict'),
    link('Villa Tipleri', '/dashboard/villatypes'),
    link('Vitrinler', '/dashboard/showcase', { desktopOnly: true }),
  ]),
  group('Rezervasyon Yönetimi', ClipboardIcon, [
    link('Villa Rezervasyonları', '/dashboard/reservations/villa', { badge: 'reservationCount' }),
    link('Tekne Rezervasyonları', '/dashboard/reservations/boat', { desktopOnly: true }),
    link('Ödemeler', '/dashboard/transactions', { desktopOnly: true }),
    link('Manuel Kapatma', '/dashboard/external'),
    link('Doluluk Takvimi', '/dashboard/occupancy'),
  ]),
  group('Tekneler', BoatIcon, [
    link('Tekneler', '/dashboard/boats'),
    link('Marinalar', '/dashboard/marinas'),
    link('Tekne Tipleri', '/dashboard/boattypes'),
    link('Tekne Özellikleri', '/dashboard/boatfeatures'),
  ]),
  group(
    'Raporlar',
    ChartIcon,
    [
      link('BTrans Raporu', '/dashboard/btrans'),
      link('Villa Raporu', '/dashboard/ministry'),
      link('Hakediş', '/dashboard/owner-statements'),
      link('Performans', '/dashboard/performance'),
    ],
    { desktopOnly: true },
  ),
  link('Teklif Hazırla', '/dashboard/offer', { icon: TagIcon, desktopOnly: true }),
  link('Mail Şablonları', '/dashboard/templates/mailtemplates', { icon: MailIcon }),
  link('İletişim Formu', '/dashboard/contact', { icon: ChatIcon, badge: 'contactCount' }),
  link('Yorumlar', '/dashboard/comments', { icon: PencilIcon }),
  link('Blog', '/dashboard/blog', { icon: DocumentIcon }),
  link('Aboneler', '/dashboard/subscriber', { icon: UserIcon, desktopOnly: true }),
  group('Website', GlobeIcon, [
    link('Hakkımızda', '/dashboard/website/about'),
    link('Kiralama Sözleşmesi', '/dashboard/website/rental'),
    link('İptal Koşulları', '/dashboard/website/cancel'),
    link('Gizlilik Politikası', '/dashboard/website/privacy'),
    link('KVKK', '/dashboard/website/kvkk'),
    link('Nasıl Kiralarım', '/dashboard/website/howrent'),
    link('Banka Hesapları', '/dashboard/website/bank', { desktopOnly: true }),
    link('Belgeler', '/dashboard/website/documents', { desktopOnly: true }),
  ]),
  group('Ayarlar', SettingsIcon, [
    link('Döviz Kurları', '/dashboard/settings/exchange'),
    link('Site Ayarları', '/dashboard/settings/site'),
    link('İletişim Bilgileri', '/dashboard/settings/contact'),
    link('Sosyal Medya', '/dashboard/settings/social'),
    link('Ödeme Ayarları', '/dashboard/settings/payment'),
  ]),
];

/** The OWNER menu: desktop links reservations to /dashboard/reservations, mobile to /villa. */
export function ownerMenu(mobile: boolean): MenuEntry[] {
  return [
    link('Anasayfa', '/dashboard/', { icon: HomeIcon }),
    link('Villalarım', '/dashboard/villas', { icon: VillaIcon }),
    link('Rezervasyonlar', mobile ? '/dashboard/reservations/villa' : '/dashboard/reservations', {
      icon: ClipboardIcon,
      badge: 'reservationCount',
    }),
  ];
}

/** Paths an OWNER may open (their closings too: 'Manuel Kapatma'); the server enforces the same on every call. */
export function ownerMayOpen(pathname: string): boolean {
  return (
    pathname === '/dashboard' ||
    pathname === '/dashboard/' ||
    /^\/dashboard\/(villas|reservations|external)(\/|$)/.test(pathname)
  );
}
