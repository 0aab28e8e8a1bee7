import { create } from 'zustand';

interface ProgressState {
  active: number;
  start: () => void;
  done: () => void;
}

/** Counts work in flight (route changes, remote loads) for the gold progress bar. */
export const useRouteProgressStore = create<ProgressState>()((set) => ({
  active: 0,
  start: () => set((s) => ({ active: s.active + 1 })),
  done: () => set((s) => ({ active: Math.max(0, s.active - 1) })),
}));

export function useRouteProgress() {
  return useRouteProgressStore.getState();
}
