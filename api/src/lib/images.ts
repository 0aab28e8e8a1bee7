import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from './http-error.ts';
import type { FileStore } from './storage.ts';

/**
 * The one image pipeline of the platform (villa and boat photos, the demo catalogue): the bytes are
 * checked (never the claimed type or name), the size capped, and each display size stored as WebP
 * under a generated name. A refused file is answered the same way everywhere:
 * - 413 Content Too Large: over MAX_IMAGE_BYTES (the multipart limit of the upload routes too);
 * - 415 Unsupported Media Type: the bytes are not a JPEG, PNG or WebP image, or cannot be decoded as one;
 * - 400 Bad Request: an empty file (the request itself is malformed).
 */

/** Display widths made for every uploaded photo; served as WebP at quality 75 (SPEC §9). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** SPEC §5 compresses photos in the browser (JPEG, at most 1280 px high) well under this. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Quality of displayed images (SPEC §9). */
const QUALITY = 75;

export const IMAGE_MESSAGES = {
  noFile: 'Yüklenecek görsel seçilmedi.',
  empty: 'Dosya boş.',
  tooLarge: `Görsel en fazla ${MAX_IMAGE_BYTES / 1024 / 1024} MB olabilir.`,
  notAnImage: 'Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.',
  unreadable: 'Görsel okunamadı; dosya bozuk olabilir.',
} as const;

export interface StoredImage {
  /** `<folder>/<32 hex characters>`: each display size is `<fileKey>-<width>.webp`. */
  fileKey: string;
  width: number;
  height: number;
}

/**
 * Checks an upload by its bytes, caps its size, and stores the display sizes under a generated
 * name in `folder`. Nothing is left in the store when it throws.
 */
export async function storeImage(store: FileStore, folder: string, data: Buffer): Promise<StoredImage> {
  if (data.length === 0) throw new HttpError(400, IMAGE_MESSAGES.empty);
  if (data.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED.has(type.mime)) throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new HttpError(415, IMAGE_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw new HttpError(415, IMAGE_MESSAGES.unreadable);
  // Encoded first: sharp failing on these bytes is the file's fault (415); the store failing is not.
  const sizes: Array<{ width: ImageWidth; out: Buffer }> = [];
  try {
    const base = sharp(data).rotate();
    for (const width of IMAGE_WIDTHS) {
      const out = await base
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
      sizes.push({ width, out });
    }
  } catch {
    throw new HttpError(415, IMAGE_MESSAGES.unreadable);
  }
  const fileKey = `${folder}/${randomBytes(16).toString('hex')}`;
  try {
    for (const { width, out } of sizes) await store.put(`${fileKey}-${width}.webp`, out, 'image/webp');
  } catch (err) {
    await deleteImage(store, fileKey).catch(() => {});
    throw err;
  }
  // EXIF orientation 5–8 swaps the sides once rotated.
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
