import { Route, Routes } from 'react-router';
import { AreaScreen } from '@villa/shared/ui/area-screen';
import { NotFound } from '@villa/shared/ui/not-found';

const tabs = [
  { to: '/boats', label: 'Tekneler' },
  { to: '/marinas', label: 'Marinalar' },
  { to: '/boattypes', label: 'Tekne Tipleri' },
  { to: '/boatfeatures', label: 'Tekne Özellikleri' },
];

/** mf-boat-admin: marinas, boat types, boats, boat prices, images and features. */
export function App() {
  return (
    <Routes>
      <Route
        path="/boats/*"
        element={
          <AreaScreen
            title="Tekneler"
            description="Tekneler, günlük fiyat dönemleri, görseller ve özellikler."
            tabs={tabs}
          />
        }
      />
      <Route
        path="/marinas"
        element={
          <AreaScreen
            title="Marinalar"
            description="Teknelerin bağlı olduğu marinalar, ilçe ve konum bilgisiyle."
            tabs={tabs}
          />
        }
      />
      <Route
        path="/boattypes"
        element={
          <AreaScreen
            title="Tekne Tipleri"
            description="Gulet, yat, sürat teknesi gibi tekne tipleri."
            tabs={tabs}
          />
        }
      />
      <Route
        path="/boatfeatures"
        element={
          <AreaScreen
            title="Tekne Özellikleri"
            description="Tekne özellikleri ve özellik kategorileri."
            tabs={tabs}
          />
        }
      />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
