import { describe, expect, it } from 'vitest';
import { placePopover } from './popover-position';

const viewport = { width: 1280, height: 720 };
const size = { width: 700, height: 470 };
const fields = (top: number, left = 300) => ({ top, left, width: 560, height: 56 });

describe('placePopover', () => {
  it('opens below the fields when the calendar fits there', () => {
    const p = placePopover({ anchor: fields(100), size, viewport, align: 'start' });
    expect(p).toMatchObject({ side: 'below', top: 164, left: 300 });
  });

  it('opens above fields low in a dialog, its bottom 8 px over them', () => {
    const p = placePopover({ anchor: fields(540), size, viewport, align: 'start' });
    expect(p.side).toBe('above');
    expect(p.top + size.height).toBe(532);
  });

  it('keeps the whole calendar in the window when neither side has room', () => {
    const p = placePopover({
      anchor: fields(300),
      size,
      viewport: { width: 1280, height: 600 },
      align: 'start',
    });
    expect(p.top).toBeGreaterThanOrEqual(8);
    expect(p.top + size.height).toBeLessThanOrEqual(592);
  });

  it('caps a calendar taller than the window to scroll inside it', () => {
    const p = placePopover({
      anchor: fields(200),
      size: { width: 700, height: 900 },
      viewport,
      align: 'start',
    });
    expect(p).toMatchObject({ top: 8, maxHeight: 704 });
  });

  it('moves left to stay inside the right edge, and lines up with the right edge when asked', () => {
    expect(placePopover({ anchor: fields(100, 900), size, viewport, align: 'start' }).left).toBe(
      1280 - 8 - 700,
    );
    expect(placePopover({ anchor: fields(100, 600), size, viewport, align: 'end' }).left).toBe(
      600 + 560 - 700,
    );
    expect(placePopover({ anchor: fields(100, 0), size, viewport, align: 'end' }).left).toBe(8);
  });

  it('on a page, stays under fields with room on neither side (the page scrolls to it)', () => {
    const p = placePopover({
      anchor: fields(400),
      size,
      viewport: { width: 1280, height: 720 },
      align: 'start',
      tight: 'below',
    });
    expect(p).toMatchObject({ side: 'below', top: 464 });
    // Room above still wins on a page too.
    expect(placePopover({ anchor: fields(540), size, viewport, align: 'start', tight: 'below' }).side).toBe(
      'above',
    );
  });
});
