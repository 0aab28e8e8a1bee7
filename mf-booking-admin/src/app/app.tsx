import { Navigate, Route, Routes } from '@villa/shared/parcel/router';
import { NotFound } from '@villa/shared/ui/not-found';
import type { ReactNode } from 'react';
import { useSession } from '@villa/shared/stores/session';
import { AreaNav, type AreaTab } from '@villa/shared/ui/area-nav';
import { DashboardHome } from '../features/home/components/dashboard-home';
import { ExternalScreen } from '../features/external/components/external-screen';
import { BoatReservationsScreen } from '../features/boat-reservations/components/boat-reservations-screen';
import { BtransScreen } from '../features/reports/components/btrans-screen';
import { MinistryScreen } from '../features/reports/components/ministry-screen';
import { PerformanceScreen } from '../features/reports/components/performance-screen';
import { OfferScreen } from '../features/offers/components/offer-screen';
import { OwnerStatementsScreen } from '../features/owner-statements/components/owner-statements-screen';
import { OccupancyScreen } from '../features/occupancy/components/occupancy-screen';
import { ReservationDetailScreen } from '../features/reservations/components/reservation-detail';
import { ReservationsScreen } from '../features/reservations/components/reservations-screen';
import { TransactionsScreen } from '../features/transactions/components/transactions-screen';

const reservationTabs = [
  { to: '/reservations/villa', label: 'Villa Rezervasyonları' },
  { to: '/reservations/boat', label: 'Tekne Rezervasyonları' },
  { to: '/transactions', label: 'Ödemeler' },
  { to: '/external', label: 'Manuel Kapatma' },
  { to: '/occupancy', label: 'Doluluk Takvimi' },
];

const reportTabs = [
  { to: '/btrans', label: 'BTrans Raporu' },
  { to: '/ministry', label: 'Villa Raporu' },
  { to: '/owner-statements', label: 'Hakediş' },
  { to: '/performance', label: 'Performans' },
];

/** The reservation area's tabs an OWNER can open (the others answer 'yetkiniz yok' for them). */
const OWNER_TABS = new Set(['/reservations/villa', '/external']);

function Screen({
  tabs,
  label = 'Rezervasyon yönetimi',
  children,
}: {
  tabs: AreaTab[];
  label?: string;
  children: ReactNode;
}) {
  const role = useSession((s) => s.user_role);
  const shown = role === 'OWNER' ? tabs.filter((t) => OWNER_TABS.has(t.to)) : tabs;
  return (
    <>
      <AreaNav tabs={shown} label={label} />
      {children}
    </>
  );
}

function ReservationsArea() {
  return (
    <Screen tabs={reservationTabs}>
      <Routes>
        <Route index element={<ReservationsScreen />} />
        <Route path=":id" element={<ReservationDetailScreen />} />
      </Routes>
    </Screen>
  );
}

/** The screens under an area's tabs: the reservation area's and the reports'. */
const AREA_SCREENS: { path: string; tabs: AreaTab[]; label?: string; screen: ReactNode }[] = [
  { path: '/reservations/boat/*', tabs: reservationTabs, screen: <BoatReservationsScreen /> },
  { path: '/transactions', tabs: reservationTabs, screen: <TransactionsScreen /> },
  { path: '/external', tabs: reservationTabs, screen: <ExternalScreen /> },
  { path: '/occupancy', tabs: reservationTabs, screen: <OccupancyScreen /> },
  { path: '/btrans', tabs: reportTabs, label: 'Raporlar', screen: <BtransScreen /> },
  { path: '/ministry', tabs: reportTabs, label: 'Raporlar', screen: <MinistryScreen /> },
  { path: '/owner-statements', tabs: reportTabs, label: 'Raporlar', screen: <OwnerStatementsScreen /> },
  { path: '/performance', tabs: reportTabs, label: 'Raporlar', screen: <PerformanceScreen /> },
];

/** mf-booking-admin: home, reservations, payments, closings, occupancy, reports, offers. */
export function App() {
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
      <Route path="/reservations" element={<Navigate to="/reservations/villa" replace />} />
      <Route path="/reservations/villa/*" element=<ReservationsArea /> />
      {AREA_SCREENS.map(({ path, tabs, label, screen }) => (
        <Route
          key={path}
          path={path}
          element={
            <Screen tabs={tabs} label={label}>
              {screen}
            </Screen>
          }
        />
      ))}
      <Route path="/offer" element={<OfferScreen />} />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
