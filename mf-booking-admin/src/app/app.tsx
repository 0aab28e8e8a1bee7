import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@villa/shared/parcel/router';
import { NotFound } from '@villa/shared/ui/not-found';
import { useSession } from '@villa/shared/stores/session';
import { AreaNav, type AreaTab } from '@villa/shared/ui/area-nav';
import { LoadedScreen } from '@villa/shared/ui/loaded-screen';
import { DashboardHome } from '../features/home/components/dashboard-home';

// The dashboard home is in the first download; every other screen loads when it is opened, so the
// panel's first load after login carries no tables, forms, schemas or the timeline of screens not
// yet visited (scripts/bench-admin.mjs measures it).
const ExternalScreen = lazy(() =>
  import('../features/external/components/external-screen').then((m) => ({ default: m.ExternalScreen })),
);
const BoatReservationsScreen = lazy(() =>
  import('../features/boat-reservations/components/boat-reservations-screen').then((m) => ({
    default: m.BoatReservationsScreen,
  })),
);
const BtransScreen = lazy(() =>
  import('../features/reports/components/btrans-screen').then((m) => ({ default: m.BtransScreen })),
);
const MinistryScreen = lazy(() =>
  import('../features/reports/components/ministry-screen').then((m) => ({ default: m.MinistryScreen })),
);
const PerformanceScreen = lazy(() =>
  import('../features/reports/components/performance-screen').then((m) => ({
    default: m.PerformanceScreen,
  })),
);
const OfferScreen = lazy(() =>
  import('../features/offers/components/offer-screen').then((m) => ({ default: m.OfferScreen })),
);
const OwnerStatementsScreen = lazy(() =>
  import('../features/owner-statements/components/owner-statements-screen').then((m) => ({
    default: m.OwnerStatementsScreen,
  })),
);
const OccupancyScreen = lazy(() =>
  import('../features/occupancy/components/occupancy-screen').then((m) => ({ default: m.OccupancyScreen })),
);
const ReservationDetailScreen = lazy(() =>
  import('../features/reservations/components/reservation-detail').then((m) => ({
    default: m.ReservationDetailScreen,
  })),
);
const ReservationsScreen = lazy(() =>
  import('../features/reservations/components/reservations-screen').then((m) => ({
    default: m.ReservationsScreen,
  })),
);
const TransactionsScreen = lazy(() =>
  import('../features/transactions/components/transactions-screen').then((m) => ({
    default: m.TransactionsScreen,
  })),
);

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
  const { pathname } = useLocation();
  const shown = role === 'OWNER' ? tabs.filter((t) => OWNER_TABS.has(t.to)) : tabs;
  return (
    <>
      <AreaNav tabs={shown} label={label} />
      <LoadedScreen path={pathname}>{children}</LoadedScreen>
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
      <Route
        path="/offer"
        element={
          <LoadedScreen path="/offer">
            <OfferScreen />
          </LoadedScreen>
        }
      />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
