import { CRITICAL_DATA_ID, CRITICAL_ID, CRITICAL_TEMPLATE_ID, criticalDataKey } from './critical-ids';
import { LoadingBlock } from './feedback';

/**
 * Called by the shell before its first render: keeps the server's critical page markup (without
 * its header: the shell renders the real one) in a <template> for the path it was made for.
 */
export function adoptCriticalMarkup(pathname: string): void {
  const root = document.getElementById(CRITICAL_ID);
  const main = root?.querySelector('[data-critical-main]');
  if (!root || !main) return;
  const template = document.createElement('template');
  template.id = CRITICAL_TEMPLATE_ID;
  template.dataset.path = pathname;
  template.innerHTML = main.innerHTML;
  document.body.appendChild(template);
}

/** Forgets the critical markup (the visitor went elsewhere: it no longer describes the page). */
export function dropCriticalMarkup(pathname: string): void {
  const template = document.getElementById(CRITICAL_TEMPLATE_ID);
  if (template && template.dataset.path !== pathname) template.remove();
}

function criticalHtml(pathname: string): string | null {
  if (typeof document === 'undefined') return null;
  const template = document.getElementById(CRITICAL_TEMPLATE_ID);
  return template instanceof HTMLTemplateElement && template.dataset.path === pathname
    ? template.innerHTML
    : null;
}

/**
 * The loading state of a public page: the server's critical markup for this path when there is
 * one (so the first screen stays painted while code and data arrive), otherwise a spinner.
 */
export function CriticalFallback({ pathname }: { pathname: string }) {
  const html = criticalHtml(pathname);
  if (!html) return <LoadingBlock />;
  // The markup is the server's own, escaped output for this very page (api/src/web/critical.ts).
  // At least a screen tall, so the footer stays below the fold until the real page is there.
  return <div aria-busy="true" style={{ minHeight: '100vh' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

let data: Record<string, unknown> | null = null;

/** A response the server embedded with the critical markup (same shape as the API's), if any. */
export function criticalData<T>(kind: 'villa', id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (data === null) {
    try {
      data = JSON.parse(document.getElementById(CRITICAL_DATA_ID)?.textContent ?? '{}') as Record<
        string,
        unknown
      >;
    } catch {
      data = {};
    }
  }
  return data[criticalDataKey(kind, id)] as T | undefined;
}
