import type { AreaTab } from '@villa/shared/ui/area-nav';

export const VILLA_AREA_TABS: AreaTab[] = [
  { to: '/villas', label: 'Villalar' },
  { to: '/towndistrict', label: 'Villa Bölgeleri' },
  { to: '/villatypes', label: 'Villa Tipleri ve Özellikler' },
  { to: '/showcase', label: 'Vitrinler' },
];
