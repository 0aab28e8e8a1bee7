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

/** mf-booking-admin: home, reservations, payments, closings, occupancy, reports, offers. */
export function App() {
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
      <Route path="/reservations" element={<Navigate to="/reservations/villa" replace />} />
      <Route path="/reservations/villa/*" element=<ReservationsArea /> />
      <Route
        path="/reservations/boat/*"
        element=<Screen tabs={reservationTabs}>
          <BoatReservationsScreen />
        </Screen>
      />
      <Route
        path="/transactions"
        element=<Screen tabs={reservationTabs}>
          <TransactionsScreen />
        </Screen>
      />
      <Route
        path="/external"
        element=<Screen tabs={reservationTabs}>
          <ExternalScreen />
        </Screen>
      />
      <Route
        path="/occupancy"
        element=<Screen tabs={reservationTabs}>
          <OccupancyScreen />
        </Screen>
      />
      <Route
        path="/btrans"
        element=<Screen tabs={reportTabs} label="Raporlar">
          <BtransScreen />
        </Screen>
      />
      <Route
        path="/ministry"
        element=<Screen tabs={reportTabs} label="Raporlar">
          <MinistryScreen />
        </Screen>
      />
      <Route
        path="/owner-statements"
        element=<Screen tabs={reportTabs} label="Raporlar">
          <OwnerStatementsScreen />
        </Screen>
      />
      <Route
        path="/performance"
        element=<Screen tabs={reportTabs} label="Raporlar">
          <PerformanceScreen />
        </Screen>
      />
      <Route path="/offer" element={<OfferScreen />} />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
