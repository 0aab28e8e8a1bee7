import { useEffect } from 'react';
import { useBrandName } from './use-price';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

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
    setMeta('property', 'og:title', full);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    // The page's own share image (the shell sets the site's default on every navigation).
    if (image) {
      const abs = /^https?:\/\//.test(image) ? image : `${window.location.origin}${image}`;
      setMeta('property', 'og:image', abs);
      setMeta('name', 'twitter:image', abs);
    }
  }, [title, description, image, brand]);
}
