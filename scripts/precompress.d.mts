/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text file of `dir`
 * (precompress.mjs); copies of bytes compressed before come from `cache` (null: no cache).
 */
export function precompress(
  dir: string,
  options?: { cache?: string | null },
): Promise<{ files: number; written: number; reused: number }>;
