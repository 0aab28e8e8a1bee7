/**
 * Sets a <meta> tag of the document's head (`name` or `property`), adding it when the page has none:
 * the shell keeps the canonical and sharing tags in step with navigation, the storefront's pages
 * their title, description and share image. The server writes the same tags into the first HTML.
 */
export function setHeadMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}
