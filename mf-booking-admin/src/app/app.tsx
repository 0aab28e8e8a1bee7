import { Navigate, Route, Routes } from 'react-router';
import { AreaScreen } from '@villa/shared/ui/area-screen';
import { NotFound } from '@villa/shared/ui/not-found';
import { DashboardHome } from '../features/home/components/dashboard-home';

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

/** mf-booking-admin: home, reservations, payments, closings, occupancy, reports, offers. */
export function App() {
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
      <Route path="/reservations" element={<Navigate to="/reservations/villa" replace />} />
      <Route
        path="/reservations/villa/*"
        element={
          <AreaScreen
            title="Villa Rezervasyonları"
            description="Villa rezervasyonları: durum, tarih ve müşteri filtreleri, ödeme linki, banka bilgisi ve onay gönderimi."
            tabs={reservationTabs}
          />
        }
      />
      <Route
        path="/reservations/boat/*"
        element={
          <AreaScreen
            title="Tekne Rezervasyonları"
            description="Tekne kiralama talepleri ve rezervasyonları."
            tabs={reservationTabs}
          />
        }
      />
      <Route
        path="/transactions"
        element={
          <AreaScreen
            title="Ödemeler"
            description="Rezervasyonlara bağlı ödeme hareketleri."
            tabs={reservationTabs}
          />
        }
      />
      <Route
        path="/external"
        element={
          <AreaScreen
            title="Manuel Kapatma"
            description="Villa takvimini rezervasyon dışı nedenlerle kapatan kayıtlar."
            tabs={reservationTabs}
          />
        }
      />
      <Route
        path="/occupancy"
        element={
          <AreaScreen
            title="Doluluk Takvimi"
            description="Tüm villaların aylık doluluk görünümü."
            tabs={reservationTabs}
          />
        }
      />
      <Route
        path="/btrans"
        element={
          <AreaScreen
            title="BTrans Raporu"
            description="Kısa süreli kiralama bildirimleri için aylık BTrans dosyası."
            tabs={reportTabs}
          />
        }
      />
      <Route
        path="/ministry"
        element={
          <AreaScreen
            title="Villa Raporu"
            description="Bakanlık izin numaraları, ev sahipleri ve konaklamalar."
            tabs={reportTabs}
          />
        }
      />
      <Route
        path="/offer"
        element={
          <AreaScreen
            title="Teklif Hazırla"
            description="Müşteri için villa ve tarih seçerek paylaşılabilir fiyat teklifi."
          />
        }
      />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
