import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/constants';

const toast = { success: vi.fn(), info: vi.fn() };
vi.mock('react-toastify', () => ({ toast }));

describe('visitor preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    vi.resetModules();
    toast.success.mockClear();
    toast.info.mockClear();
  });

  it('theme toggles the dark marker and is stored', async () => {
    const { useTheme } = await import('./theme');
    expect(useTheme.getState().mode).toBe('light');
    useTheme.getState().toggle();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    vi.resetModules();
    expect((await import('./theme')).useTheme.getState().mode).toBe('dark');
  });

  it('currency defaults to TL, ignores unknown stored values and keeps the choice', async () => {
    localStorage.setItem(STORAGE_KEYS.currency, 'YEN');
    const { useCurrency } = await import('./currency');
    expect(useCurrency.getState().currency).toBe('TL');
    useCurrency.getState().setCurrency('POUND');
    vi.resetModules();
    expect((await import('./currency')).useCurrency.getState().currency).toBe('POUND');
  });

  it('favourites toggle with the two toasts of SPEC §8', async () => {
    const { useFavourites } = await import('./favourites');
    const villa = { id: 3, slug: 'villa-ada', name: 'Villa Ada', thumbnail: '/t.jpg' };
    expect(useFavourites.getState().toggle(villa)).toBe(true);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Villa favorilere eklendi.'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.favourites)!)).toEqual([villa]);
    expect(useFavourites.getState().toggle(villa)).toBe(false);
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalledWith('Villa favorilerden kaldırıldı.'));
    expect(useFavourites.getState().items).toEqual([]);
  });
});
