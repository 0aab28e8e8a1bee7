import { useEffect } from 'react';
import { setHeadMeta } from '@villa/shared/lib/head-meta';
import { useLocation } from 'react-router';
import { DEFAULT_SHARE_IMAGE } from '@villa/shared/config/constants';
import { useBrand } from '../lib/use-brand';

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
    setHeadMeta('property', 'og:url', url);
    setHeadMeta('property', 'og:type', 'website');
    setHeadMeta('property', 'og:site_name', brand);
    setHeadMeta('property', 'og:locale', 'tr_TR');
    setHeadMeta('property', 'og:title', document.title);
    setHeadMeta('name', 'twitter:card', 'summary_large_image');
    // The site's default image; a page with its own (a villa, a blog post) sets it after this.
    const image = `${window.location.origin}${DEFAULT_SHARE_IMAGE.path}`;
    setHeadMeta('property', 'og:image', image);
    setHeadMeta('name', 'twitter:image', image);
  }, [pathname, brand]);
  return null;
}
