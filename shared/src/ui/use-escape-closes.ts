import { useEffect, useRef } from 'react';

/**
 * Escape closes a popover (a picker's calendar, its months) while `active`, wherever the focus is:
 * heard first (capture) and marked handled, so a modal around the popover stays open.
 */
export function useEscapeCloses(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [active]);
}
