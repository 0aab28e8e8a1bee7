import { Navigate, Route, Routes } from '@villa/shared/parcel/router';
import { NotFound } from '@villa/shared/ui/not-found';
import { BoatFeaturesScreen } from '../features/boat-features/components/boat-features-screen';
import { BoatTypesScreen } from '../features/boat-types/components/boat-types-screen';
import { BoatDetailScreen } from '../features/boats/components/boat-detail-screen';
import { BoatsScreen } from '../features/boats/components/boats-screen';
import { MarinasScreen } from '../features/marinas/components/marinas-screen';

/** mf-boat-admin: marinas, boat types, boats, boat prices, images and features. */
export function App() {
  return (
    <Routes>
      <Route path="/boats" element={<BoatsScreen />} />
      <Route path="/boats/:id" element={<BoatDetailScreen />} />
      <Route path="/boats/*" element={<Navigate to="/boats" replace />} />
      <Route path="/marinas" element={<MarinasScreen />} />
      <Route path="/boattypes" element={<BoatTypesScreen />} />
      <Route path="/boatfeatures" element={<BoatFeaturesScreen />} />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
