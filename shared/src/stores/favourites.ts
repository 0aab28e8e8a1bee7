import { create } from 'zustand';
import { STORAGE_KEYS } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { safeStorage } from '../lib/storage';
import { notify } from '../ui/notify';

/** Favourite villa (SPEC §3): id, slug, name, thumbnail. */
export interface FavouriteVilla {
  id: number;
  slug: string;
  name: string;
  thumbnail: string;
}

interface FavouritesState {
  items: FavouriteVilla[];
  has: (id: number) => boolean;
  /** Adds or removes the villa and shows the matching toast; returns true when added. */
  toggle: (villa: FavouriteVilla) => boolean;
}

function isFavourite(v: unknown): v is FavouriteVilla {
  const o = v as FavouriteVilla;
  return !!o && typeof o.id === 'number' && typeof o.slug === 'string' && typeof o.name === 'string';
}

function initialItems(): FavouriteVilla[] {
  const stored = safeStorage.getJson<unknown>(STORAGE_KEYS.favourites);
  return Array.isArray(stored)
    ? stored.filter(isFavourite).map((v) => ({ ...v, thumbnail: v.thumbnail ?? '' }))
    : [];
}

export const useFavourites = create<FavouritesState>()((set, get) => ({
  items: initialItems(),
  has: (id) => get().items.some((v) => v.id === id),
  toggle: (villa) => {
    const exists = get().has(villa.id);
    const items = exists ? get().items.filter((v) => v.id !== villa.id) : [...get().items, villa];
    safeStorage.set(STORAGE_KEYS.favourites, JSON.stringify(items));
    set({ items });
    if (exists) notify('info', MESSAGES.favouriteRemoved);
    else notify('success', MESSAGES.favouriteAdded);
    return !exists;
  },
}));
