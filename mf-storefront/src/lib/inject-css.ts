/**
 * Adds a stylesheet that arrived with a lazily loaded chunk (imported as `?inline`) to the page,
 * once per id. A remote's CSS files are not linked by the shell, so a chunk carries its own styles.
 */
export function injectCss(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
