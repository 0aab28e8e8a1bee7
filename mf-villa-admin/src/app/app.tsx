import { Route, Routes } from '@villa/shared/parcel/router';
import { NotFound } from '@villa/shared/ui/not-found';
import { RegionsScreen } from '../features/regions/components/regions-screen';
import { ShowcasesScreen } from '../features/showcases/components/showcases-screen';
import { VillaEditScreen } from './villa-edit-screen';
import { VillasScreen } from '../features/villas/components/villas-screen';
import { VillaTypesScreen } from '../features/villa-types/components/villa-types-screen';

/** mf-villa-admin: villas, prices, calendars, iCal, images, comments, features, regions, types, showcases. */
export function App() {
  return (
    <Routes>
      <Route path="/villas" element={<VillasScreen />} />
      <Route path="/villas/:id" element={<VillaEditScreen />} />
      <Route path="/towndistrict" element={<RegionsScreen />} />
      <Route path="/villatypes" element={<VillaTypesScreen />} />
      <Route path="/features" element={<VillaTypesScreen />} />
      <Route path="/showcase" element={<ShowcasesScreen />} />
      <Route path="*" element={<NotFound homeHref="/" homeLabel="Panele dön" />} />
    </Routes>
  );
}
