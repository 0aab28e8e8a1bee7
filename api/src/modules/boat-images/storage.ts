import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { BOAT_IMAGE_WIDTHS } from '@villa/shared/contracts/boats';
import { HttpError } from '../../lib/http-error.ts';
import type { FileStore } from '../../lib/storage.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const NOT_AN_IMAGE = 'Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.';
export const UNREADABLE = 'Görsel okunamadı; dosya bozuk olabilir.';
/** Quality of displayed images (SPEC §9). */
const QUALITY = 75;

/** Generated names only: 32 hex characters, a width and .webp. */
export const STORED_FILE = /^[a-f0-9]{32}-(480|960|1600)\.webp$/;

/**
 * Boat images in the platform's file store (DATA_DIR/uploads or S3): the bytes are checked
 * (not the claimed type), the name is generated, and each display size is written as webp.
 */
export function createBoatImageStore(storage: FileStore, folder = 'boats') {
  const key = (file: string) => `${folder}/${file}`;
  return {
    async save(buffer: Buffer): Promise<{ fileBase: string; width: number; height: number }> {
      if (buffer.length > MAX_IMAGE_BYTES) throw new HttpError(413, 'Görsel en fazla 10 MB olabilir.');
      const type = await fileTypeFromBuffer(buffer);
      if (!type || !ALLOWED.has(type.mime)) throw new HttpError(400, NOT_AN_IMAGE);

      let meta: sharp.Metadata;
      try {
        meta = await sharp(buffer).metadata();
      } catch {
        throw new HttpError(400, UNREADABLE);
      }
      if (!meta.width || !meta.height) throw new HttpError(400, UNREADABLE);
      // EXIF orientation 5–8 swaps the sides once rotated.
      const swapped = (meta.orientation ?? 1) >= 5;
      const width = swapped ? meta.height : meta.width;
      const height = swapped ? meta.width : meta.height;

      const fileBase = randomBytes(16).toString('hex');
      try {
        for (const w of BOAT_IMAGE_WIDTHS) {
          const out = await sharp(buffer)
            .rotate()
            .resize({ width: w, withoutEnlargement: true })
            .webp({ quality: QUALITY })
            .toBuffer();
          await storage.put(key(`${fileBase}-${w}.webp`), out, 'image/webp');
        }
      } catch (err) {
        await this.remove(fileBase);
        if (err instanceof HttpError) throw err;
        throw new HttpError(400, UNREADABLE);
      }
      return { fileBase, width, height };
    },

    async remove(fileBase: string): Promise<void> {
      await Promise.all(BOAT_IMAGE_WIDTHS.map((w) => storage.delete(key(`${fileBase}-${w}.webp`))));
    },

    async read(file: string): Promise<Buffer | undefined> {
      if (!STORED_FILE.test(file)) return undefined;
      try {
        return (await storage.get(key(file))) ?? undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type BoatImageStore = ReturnType<typeof createBoatImageStore>;
