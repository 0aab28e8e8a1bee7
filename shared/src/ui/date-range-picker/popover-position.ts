import { useLayoutEffect, type RefObject } from 'react';

/**
 * Where the calendar popover goes: below its fields when it fits there, above them when it fits
 * there instead (a field near the bottom of a modal or of the window), otherwise on the roomier
 * side, moved and capped so that all of it stays inside the viewport. Pure arithmetic on
 * viewport coordinates (getBoundingClientRect), for `position: fixed`, so no scrolling box around
 * the picker (an admin modal) cuts the calendar off.
 */

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PopoverPlacement {
  top: number;
  left: number;
  /** The side of the fields the popover opens on. */
  side: 'below' | 'above';
  /** The most height the popover may take (it scrolls inside beyond that). */
  maxHeight: number;
}

export interface PlacePopoverInput {
  /** The fields the popover belongs to. */
  anchor: Rect;
  /** The popover's own size, uncapped. */
  size: { width: number; height: number };
  viewport: { width: number; height: number };
  /** Which edge of the fields the popover lines up with. */
  align: 'start' | 'end';
  /** Space between the fields and the popover. */
  gap?: number;
  /** Space kept free at the viewport's edges. */
  margin?: number;
  /**
   * When it fits on neither side: 'clamp' moves it into the window over its fields (a modal, where
   * nothing scrolls it into sight); 'below' leaves it under them for the page to be scrolled.
   */
  tight?: 'clamp' | 'below';
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

export function placePopover({
  anchor,
  size,
  viewport,
  align,
  gap = 8,
  margin = 8,
  tight = 'clamp',
}: PlacePopoverInput): PopoverPlacement {
  const maxHeight = Math.max(0, viewport.height - 2 * margin);
  const height = Math.min(size.height, maxHeight);
  const below = anchor.top + anchor.height + gap;
  const roomBelow = viewport.height - margin - below;
  const roomAbove = anchor.top - gap - margin;
  const fits = height <= roomBelow || height <= roomAbove;
  const side: PopoverPlacement['side'] =
    height <= roomBelow
      ? 'below'
      : height <= roomAbove
        ? 'above'
        : tight === 'below' || roomBelow >= roomAbove
          ? 'below'
          : 'above';
  const wantedTop = side === 'below' ? below : anchor.top - gap - height;
  const top =
    !fits && tight === 'below'
      ? Math.max(margin, below)
      : clamp(wantedTop, margin, viewport.height - margin - height);
  const wantedLeft = align === 'end' ? anchor.left + anchor.width - size.width : anchor.left;
  const left = clamp(wantedLeft, margin, viewport.width - margin - size.width);
  return { top, left, side, maxHeight };
}

/**
 * Keeps a `position: fixed` popover placed by placePopover beside its anchor while the page or a
 * modal around it scrolls, the window resizes, or the popover's height changes (a month of six
 * weeks). A containing block other than the viewport (an ancestor with a transform) is measured
 * and made up for.
 */
export function usePopoverPosition(
  popoverRef: RefObject<HTMLElement | null>,
  anchorOf: (popover: HTMLElement) => HTMLElement | null,
  align: 'start' | 'end',
  enabled: boolean,
): void {
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    const anchor = popover ? anchorOf(popover) : null;
    if (!enabled || !popover || !anchor) return;
    // In a modal nothing scrolls the calendar into sight: it is kept inside the window. On a page it
    // stays under its fields and the page scrolls, once, far enough to show it.
    const inModal = anchor.closest('[aria-modal="true"]') !== null;
    let first = true;
    const place = () => {
      popover.style.maxHeight = 'none';
      const own = popover.getBoundingClientRect();
      const p = placePopover({
        anchor: anchor.getBoundingClientRect(),
        size: { width: own.width, height: own.height },
        viewport: {
          width: document.documentElement.clientWidth || window.innerWidth,
          height: window.innerHeight,
        },
        align,
        tight: inModal ? 'clamp' : 'below',
      });
      popover.style.top = `${p.top}px`;
      popover.style.left = `${p.left}px`;
      popover.style.maxHeight = `${p.maxHeight}px`;
      popover.dataset.side = p.side;
      const at = popover.getBoundingClientRect();
      const dx = at.left - p.left;
      const dy = at.top - p.top;
      if (Math.abs(dx) > 0.5 || Math.abs(dy) > 0.5) {
        popover.style.top = `${p.top - dy}px`;
        popover.style.left = `${p.left - dx}px`;
      }
      const overflow = p.top + own.height + 8 - window.innerHeight;
      if (first && !inModal && overflow > 0) window.scrollBy(0, overflow);
      first = false;
    };
    place();
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('resize', schedule);
    // Capture: the scroll of any box around the picker (the modal's body) moves its fields.
    window.addEventListener('scroll', schedule, true);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(popover);
    observer?.observe(anchor);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      observer?.disconnect();
    };
  }, [popoverRef, anchorOf, align, enabled]);
}
