import { CRITICAL_ID, CRITICAL_TEMPLATE_ID } from './critical-ids';
import { LoadingBlock } from './feedback';
import { NEAR_VIEWPORT_MARGIN_PX } from './use-near-viewport';

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
  // Taller than a screen plus the footer's loading margin (useNearViewport), so the footer neither
  // shows nor loads while the first screen is still the server's.
  return (
    <div
      aria-busy="true"
      style={{ minHeight: `calc(100vh + ${NEAR_VIEWPORT_MARGIN_PX + 100}px)` }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
