/** The longest the app's start waits for the server-painted page's main photo. */
export const PAINT_WAIT_CAP_MS = 2500;

/**
 * One frame: resolves after the browser has had the chance to paint (a task queued from a frame
 * callback runs after that frame's paint). A hidden tab runs no frame callbacks, so a timer stands
 * in for the frame there, and after `fallbackMs` in any case.
 */
export function afterNextPaint(win: Window = window, fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    const timer = win.setTimeout(finish, win.document.visibilityState === 'hidden' ? 0 : fallbackMs);
    win.requestAnimationFrame(() => {
      win.clearTimeout(timer);
      win.setTimeout(finish, 0);
    });
  });
}

/**
 * Resolves once the server's critical markup (api/src/web/critical.ts) has been painted: its main
 * photo, the page's largest paint where it has one (`fetchpriority="high"`), decoded, then one
 * frame. The shell awaits this before it imports the app: evaluating the framework and the
 * storefront takes the main thread for a second or more on a mid-range phone, and the page the
 * server already sent should be on the screen by then, not after it. The photo is preloaded at the
 * head's start, so on a slow network the scripts (fetched meanwhile by their modulepreloads) are
 * rarely ready before it; the wait is capped at `capMs` all the same, and a photo that fails to
 * load ends it at once.
 */
export async function criticalPainted(doc: Document = document, capMs = PAINT_WAIT_CAP_MS): Promise<void> {
  const win = doc.defaultView;
  if (!win || !doc.getElementById('critical')) return;
  const photo = doc.querySelector<HTMLImageElement>('#critical img[fetchpriority="high"]');
  if (photo) {
    const decoded = new Promise<void>((resolve) => {
      const decode = () => {
        photo.decode().then(resolve, resolve);
      };
      if (photo.complete) decode();
      else {
        photo.addEventListener('load', decode, { once: true });
        photo.addEventListener('error', () => resolve(), { once: true });
      }
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, capMs)));
    await Promise.race([decoded, cap]);
    clearTimeout(timer);
  }
  await afterNextPaint(win);
}
