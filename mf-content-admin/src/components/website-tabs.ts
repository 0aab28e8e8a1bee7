import { EDITABLE_PAGE_KEYS, WEBSITE_PAGE_TITLES } from '@villa/shared/contracts/content';

/** Sub-navigation of the Website group: the six pages, banks and documents. */
export const WEBSITE_TABS = [
  ...EDITABLE_PAGE_KEYS.map((k) => ({ to: `/website/${k}`, label: WEBSITE_PAGE_TITLES[k] })),
  { to: '/website/bank', label: 'Banka Hesapları' },
  { to: '/website/documents', label: 'Belgeler' },
];

/** Where each page is shown on the public site. */
export const PUBLIC_PATHS: Record<string, string> = {
  about: '/about',
  rental: '/website/rental',
  cancel: '/website/cancel',
  privacy: '/website/privacy',
  kvkk: '/website/kvkk',
  howrent: '/website/howrent',
};
