import { deleteImage, storeImage } from '../../lib/images.ts';
import type { FileStore } from '../../lib/storage.ts';

/** Generated names only: 32 hex characters, a width and .webp. */
export const STORED_FILE = /^[a-f0-9]{32}-(480|960|1600)\.webp$/;

/**
 * Boat images through the platform's one image pipeline (lib/images.ts: bytes checked, size
 * capped, generated name, WebP display sizes) in the store's `boats/` folder. The database keeps
 * the generated name without the folder (boat_images.file_base).
 */
export function createBoatImageStore(storage: FileStore, folder = 'boats') {
  const prefix = `${folder}/`;
  return {
    async save(buffer: Buffer): Promise<{ fileBase: string; width: number; height: number }> {
      const { fileKey, width, height } = await storeImage(storage, folder, buffer);
      return { fileBase: fileKey.slice(prefix.length), width, height };
    },

    async remove(fileBase: string): Promise<void> {
      await deleteImage(storage, `${prefix}${fileBase}`);
    },

    async read(file: string): Promise<Buffer | undefined> {
      if (!STORED_FILE.test(file)) return undefined;
      try {
        return (await storage.get(`${prefix}${file}`)) ?? undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type BoatImageStore = ReturnType<typeof createBoatImageStore>;
