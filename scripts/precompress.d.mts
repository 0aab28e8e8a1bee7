/** Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text file of `dir` (precompress.mjs). */
export function precompress(dir: string): Promise<{ files: number; written: number }>;
