import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from './http-error.ts';
import type { FileStore } from './storage.ts';

/** Display widths made for every uploaded photo; served as WebP at quality 75 (SPEC §9). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const MAX_IMAGE_BYTES = 12 * 1024 * 1024;
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface StoredImage {
  /** `<folder>/<random>`: each display size is `<fileKey>-<width>.webp`. */
  fileKey: string;
  width: number;
  height: number;
}

/**
 * Checks an upload by its bytes (never the claimed type or name), caps its size,
 * and stores the display sizes under a generated name.
 */
export async function storeImage(store: FileStore, folder: string, data: Buffer): Promise<StoredImage> {
  if (data.length === 0) throw new HttpError(400, 'Dosya boş.');
  if (data.length > MAX_IMAGE_BYTES) throw new HttpError(413, 'Görsel en fazla 12 MB olabilir.');
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED.has(type.mime)) {
    throw new HttpError(415, 'Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.');
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new HttpError(415, 'Görsel okunamadı; dosya bozuk olabilir.');
  }
  if (!meta.width || !meta.height) throw new HttpError(415, 'Görsel okunamadı; dosya bozuk olabilir.');
  const fileKey = `${folder}/${randomBytes(12).toString('hex')}`;
  const base = sharp(data).rotate();
  for (const width of IMAGE_WIDTHS) {
    const out = await base
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    await store.put(`${fileKey}-${width}.webp`, out, 'image/webp');
  }
  const rotated = meta.orientation && meta.orientation >= 5;
  return { fileKey, width: rotated ? meta.height : meta.width, height: rotated ? meta.width : meta.height };
}

export async function deleteImage(store: FileStore, fileKey: string): Promise<void> {
  for (const width of IMAGE_WIDTHS) await store.delete(`${fileKey}-${width}.webp`);
}

/** Public URL of one display size. */
export function imageUrl(fileKey: string, width: ImageWidth = 960): string {
  return `/uploads/${fileKey}-${width}.webp`;
}
