import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_SHARE_IMAGE } from '@villa/shared/config/constants';
import { useBrand } from '../lib/use-brand';

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Keeps canonical and social-sharing tags in step with client-side navigation.
 * The server writes them into the first HTML response for crawlers; pages may
 * refine title/description themselves.
 */
export function SocialMeta() {
  const { pathname } = useLocation();
  const brand = useBrand();
  useEffect(() => {
    const url = `${window.location.origin}${pathname}`;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = url;
    upsertMeta('property', 'og:url', url);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:site_name', brand);
    upsertMeta('property', 'og:locale', 'tr_TR');
    upsertMeta('property', 'og:title', document.title);
    upsertMeta('name', 'twitter:card', 'summary_large_image');
    // The site's default image; a page with its own (a villa, a blog post) sets it after this.
    const image = `${window.location.origin}${DEFAULT_SHARE_IMAGE.path}`;
    upsertMeta('property', 'og:image', image);
    upsertMeta('name', 'twitter:image', image);
  }, [pathname, brand]);
  return null;
}
