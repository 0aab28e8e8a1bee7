import { AreaNav } from '@villa/shared/ui/area-nav';

const TABS = [
  { to: '/boats', label: 'Tekneler' },
  { to: '/marinas', label: 'Marinalar' },
  { to: '/boattypes', label: 'Tekne Tipleri' },
  { to: '/boatfeatures', label: 'Tekne Özellikleri' },
];

/** Links between the screens of the boat area. */
export function BoatTabs() {
  return <AreaNav tabs={TABS} label="Tekne menüsü" />;
}
