/** Debian's Chromium as the benchmarks and the journeys run it (chromium.mjs). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
