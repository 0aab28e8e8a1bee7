import { useEffect } from 'react';
import { setHeadMeta } from '@villa/shared/lib/head-meta';
import { useBrandName } from './use-price';

/**
 * Title and description while the visitor navigates in the browser. The server writes the
 * same tags into the first HTML (api/src/web/seo.ts) for crawlers and link previews.
 */
export function usePageMeta(title: string | null, description?: string, image?: string) {
  const brand = useBrandName();
  useEffect(() => {
    if (!title) return;
    const full = `${title} | ${brand}`;
    document.title = full;
    setHeadMeta('property', 'og:title', full);
    if (description) {
      setHeadMeta('name', 'description', description);
      setHeadMeta('property', 'og:description', description);
    }
    // The page's own share image (the shell sets the site's default on every navigation).
    if (image) {
      const abs = /^https?:\/\//.test(image) ? image : `${window.location.origin}${image}`;
      setHeadMeta('property', 'og:image', abs);
      setHeadMeta('name', 'twitter:image', abs);
    }
  }, [title, description, image, brand]);
}
