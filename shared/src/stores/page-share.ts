import { create } from 'zustand';

/**
 * What the page on screen is about, for the messages a guest sends from it: the villa page sets
 * its villa's name and chosen dates, and the shell's floating WhatsApp button (and the bottom tab
 * bar) put them into the message. A share (STATEFUL_MODULES): the shell and the storefront read
 * and write one store.
 */
export interface PageShareContext {
  /** The villa's (boat's) name. */
  title: string;
  /** Chosen dates, ISO days (yyyy-MM-dd), when the guest picked them. */
  checkIn?: string;
  checkOut?: string;
}

interface PageShareState {
  context: PageShareContext | null;
  setContext: (context: PageShareContext | null) => void;
}

export const usePageShare = create<PageShareState>()((set) => ({
  context: null,
  setContext: (context) => set({ context }),
}));
