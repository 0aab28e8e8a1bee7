import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error.ts';
import type { FileStore } from '../../lib/storage.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const URL_PREFIX = '/uploads/content/';

const TYPES = {
  'application/pdf': { ext: 'pdf', kind: 'pdf' },
  'image/jpeg': { ext: 'jpg', kind: 'image' },
  'image/png': { ext: 'png', kind: 'image' },
  'image/webp': { ext: 'webp', kind: 'image' },
} as const;
type Mime = keyof typeof TYPES;

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Generated names only: 32 hex characters and a known extension. */
export const FILE_NAME = /^[a-f0-9]{32}\.(pdf|jpg|png|webp)$/;
const FILE_URL = /^\/uploads\/content\/([a-f0-9]{32}\.(pdf|jpg|png|webp))$/;

export const MESSAGES = {
  type: 'Yalnızca PDF, JPEG, PNG veya WEBP dosyaları yüklenebilir.',
  empty: 'Dosya boş.',
  tooLarge: 'Dosya en fazla 10 MB olabilir.',
  badImage: 'Görsel okunamadı; dosya bozuk olabilir.',
  missing: 'Dosya bulunamadı; lütfen dosyayı yeniden yükleyin.',
  notImage: 'Bu alana yalnızca görsel (JPEG, PNG, WEBP) yüklenebilir.',
} as const;

/** Storage key of a content file: the server's store keeps it at `${DATA_DIR}/uploads/content/<name>`. */
export const storageKey = (name: string) => `content/${name}`;

export interface StoredFile {
  url: string;
  kind: 'pdf' | 'image';
  mime: string;
  size: number;
}

/**
 * Checks the real bytes (never the claimed type or name), re-encodes images with sharp
 * (drops metadata and anything appended to the image) and stores under a generated name.
 */
export async function storeUpload(storage: FileStore, bytes: Buffer): Promise<StoredFile> {
  if (bytes.length === 0) throw new HttpError(400, MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as Mime | undefined;
  if (!mime || !(mime in TYPES)) throw new HttpError(400, MESSAGES.type);
  const type = TYPES[mime];

  let out = bytes;
  if (type.kind === 'image') {
    try {
      const img = sharp(bytes, { failOn: 'error' })
        .rotate()
        .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true });
      out =
        mime === 'image/png'
          ? await img.png().toBuffer()
          : mime === 'image/webp'
            ? await img.webp({ quality: 85 }).toBuffer()
            : await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    } catch {
      throw new HttpError(400, MESSAGES.badImage);
    }
  }

  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await storage.put(storageKey(name), out, mime);
  return { url: `${URL_PREFIX}${name}`, kind: type.kind, mime, size: out.length };
}

/** The stored file name of an upload URL, or undefined when the URL is not one of ours. */
export function fileNameOf(url: string): string | undefined {
  return FILE_URL.exec(url)?.[1];
}

/**
 * Verifies that `url` names a file uploaded here; `image` demands an image.
 * Returns its kind. Throws 400 with a Turkish message otherwise.
 */
export async function assertUploaded(
  storage: FileStore,
  url: string,
  want: 'image' | 'any',
): Promise<'pdf' | 'image'> {
  const name = fileNameOf(url);
  if (!name) throw new HttpError(400, MESSAGES.missing);
  const kind = name.endsWith('.pdf') ? 'pdf' : 'image';
  if (want === 'image' && kind !== 'image') throw new HttpError(400, MESSAGES.notImage);
  const data = await storage.get(storageKey(name)).catch(() => null);
  if (!data) throw new HttpError(400, MESSAGES.missing);
  return kind;
}

/** Removes an uploaded file when its record goes; a missing file is not an error. */
export async function removeUpload(storage: FileStore, url: string): Promise<void> {
  const name = fileNameOf(url);
  if (!name) return;
  await storage.delete(storageKey(name)).catch(() => undefined);
}
