import { useEffect } from 'react';
import { useBrand } from '../lib/use-brand';

/** Page titles of SPEC §2: 'Kiralik Villa | {brand}' and '{brand} | Admin'. */
export function DocumentTitle({ admin }: { admin: boolean }) {
  const brand = useBrand();
  useEffect(() => {
    document.title = admin ? `${brand} | Admin` : `Kiralik Villa | ${brand}`;
  }, [admin, brand]);
  return null;
}
