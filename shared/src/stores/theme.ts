import { create } from 'zustand';
import { STORAGE_KEYS } from '../config/constants';
import { safeStorage } from '../lib/storage';

export type ThemeMode = 'light' | 'dark';

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

function initialMode(): ThemeMode {
  return safeStorage.get(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Applies the dark marker on the page (SPEC §4). */
export function applyThemeMarker(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

export const useTheme = create<ThemeState>()((set, get) => ({
  mode: initialMode(),
  setMode: (mode) => {
    safeStorage.set(STORAGE_KEYS.theme, mode);
    applyThemeMarker(mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));
