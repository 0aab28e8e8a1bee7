import { Route, Routes } from 'react-router';
import { AreaScreen } from '@villa/shared/ui/area-screen';
import { NotFound } from '@villa/shared/ui/not-found';

const tabs = [
  { to: '/villas', label: 'Villalar' },
  { to: '/towndistrict', label: 'Villa Bölgeleri' },
  { to: '/villatypes', label: 'Villa Tipleri' },
  { to: '/showcase', label: 'Vitrinler' },
];

/** mf-villa-admin: villas, prices, calendars, images, comments, features, regions, types, showcases. */
export function App() {
  return (
    <Routes>
      <Route
        path="/villas/*"
        element={
          <AreaScreen
            title="Villalar"
            description="Villalar, fiyat dönemleri, takvim ve iCal senkronizasyonu, görseller, yorumlar ve özellikler."
            tabs={tabs}
          />
        }
      />
      <Route
        path="/towndistrict"
        element={
          <AreaScreen title="Villa Bölgeleri" description="İlçeler ve mahalleler (bölgeler)." tabs={tabs} />
        }
      />
      <Route
        path="/villatypes"
        element={
          <AreaScreen
            title="Villa Tipleri"
            description="Villa tipleri ve özellik kategorileri."
            tabs={tabs}
          />
        }
      />
      <Route
        path="/showcase"
        element={
          <AreaScreen
            title="Vitrinler"
            description="Ana sayfadaki villa koleksiyonları ve sıraları."
            tabs={tabs}
          />
        }
      />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
