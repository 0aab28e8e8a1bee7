/** Kinds of toast the platform shows (react-toastify's own). */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Dispatched on window before a toast, so the shell mounts its toast container on first use. */
export const TOAST_HOST_EVENT = 'villa:toast-host';

/**
 * Shows a toast. react-toastify is loaded on the first toast, not with the page: a visitor who
 * never sees a toast never downloads it. Toasts raised before the container mounts wait in
 * react-toastify's queue and appear as soon as it does.
 */
export function notify(kind: ToastKind, message: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_HOST_EVENT));
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message);
  });
}
