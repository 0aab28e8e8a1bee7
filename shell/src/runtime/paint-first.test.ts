import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, criticalPainted } from './paint-first';

/** Whether `promise` has settled after the queued microtasks and timers due so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

function criticalPage(photo: boolean): HTMLImageElement | null {
  document.body.innerHTML =
    '<div id="root"><div id="critical"><h1>Villa Mavi Koy</h1>' +
    (photo ? '<img src="/uploads/villas/a-960.webp" fetchpriority="high" alt="">' : '') +
    '</div></div>';
  return document.querySelector('img');
}

describe('the app starts after the server-painted page is on the screen', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const runFrame = () => frames.splice(0).forEach((cb) => cb(performance.now()));

  it('waits for nothing on a page without critical markup (the admin, a client-side visit)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(criticalPainted())).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('waits for one painted frame when the critical markup has no photo (the home page)', async () => {
    criticalPage(false);
    const ready = criticalPainted();
    expect(await settled(ready)).toBe(false);
    runFrame();
    expect(await settled(ready)).toBe(true);
  });

  it('waits for the main photo to load and decode, then for a frame', async () => {
    const photo = criticalPage(true)!;
    Object.defineProperty(photo, 'complete', { value: false, configurable: true });
    const decode = vi.fn(() => Promise.resolve());
    photo.decode = decode;
    const ready = criticalPainted();
    runFrame();
    expect(await settled(ready)).toBe(false);
    expect(decode).not.toHaveBeenCalled();
    photo.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(false);
    expect(decode).toHaveBeenCalledOnce();
    runFrame();
    expect(await settled(ready)).toBe(true);
  });

  it('starts at once after a frame when the photo fails to load', async () => {
    const photo = criticalPage(true)!;
    Object.defineProperty(photo, 'complete', { value: false, configurable: true });
    const ready = criticalPainted();
    photo.dispatchEvent(new Event('error'));
    await settled(ready);
    runFrame();
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait longer than its cap for a photo that never arrives', async () => {
    const photo = criticalPage(true)!;
    Object.defineProperty(photo, 'complete', { value: false, configurable: true });
    const ready = criticalPainted(document, 2500);
    await vi.advanceTimersByTimeAsync(2499);
    runFrame();
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    runFrame();
    expect(await settled(ready)).toBe(true);
  });

  it('does not hang in a hidden tab, where no frame callback runs', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const ready = afterNextPaint();
    expect(frames).toHaveLength(1); // asked for, never run
    expect(await settled(ready)).toBe(true);
  });

  it('does not hang when frames stall in a visible tab either', async () => {
    const ready = afterNextPaint(window, 100);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(ready)).toBe(true);
  });
});
