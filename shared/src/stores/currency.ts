import { create } from 'zustand';
import { STORAGE_KEYS } from '../config/constants';
import { CURRENCIES, type Currency } from '../lib/money';
import { safeStorage } from '../lib/storage';

interface CurrencyState {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
}

function initialCurrency(): Currency {
  const stored = safeStorage.get(STORAGE_KEYS.currency);
  return (CURRENCIES as readonly string[]).includes(stored ?? '') ? (stored as Currency) : 'TL';
}

export const useCurrency = create<CurrencyState>()((set) => ({
  currency: initialCurrency(),
  setCurrency: (currency) => {
    safeStorage.set(STORAGE_KEYS.currency, currency);
    set({ currency });
  },
}));
