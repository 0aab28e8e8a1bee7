import { Navigate, Route, Routes } from '@villa/shared/parcel/router';
import { NotFound } from '@villa/shared/ui/not-found';
import type { ReactNode } from 'react';
import { AreaNav, type AreaTab } from '@villa/shared/ui/area-nav';
import { DashboardHome } from '../features/home/components/dashboard-home';
import { ExternalScreen } from '../features/external/components/external-screen';
import { BoatReservationsScreen } from '../features/boat-reservations/components/boat-reservations-screen';
import { BtransScreen } from '../features/reports/components/btrans-screen';
import { MinistryScreen } from '../features/reports/components/ministry-screen';
import { OfferScreen } from '../features/offers/components/offer-screen';
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
];

function Screen({
  tabs,
  label = 'Rezervasyon yönetimi',
  children,
}: {
  tabs: AreaTab[];
  label?: string;
  children: ReactNode;
}) {
  return (
    <>
      <AreaNav tabs={tabs} label={label} />
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
      <Route path="/offer" element={<OfferScreen />} />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
