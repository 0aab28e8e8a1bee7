import Compressor from 'compressorjs';
import { IMAGE_COMPRESSION } from '../config/constants';

export class ImageCompressionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageCompressionError';
  }
}

/** Turkish text for each compressor error of SPEC §8. */
export function compressionErrorMessage(raw: string): string {
  if (/File or Blob/i.test(raw)) return 'Seçilen öğe bir dosya değil.';
  if (/not an image/i.test(raw)) return 'Seçilen dosya bir görsel değil.';
  if (/not support/i.test(raw)) return 'Tarayıcınız görsel sıkıştırmayı desteklemiyor.';
  if (/abort/i.test(raw)) return 'Görsel okuma işlemi iptal edildi.';
  return 'Görsel okunamadı veya yüklenemedi.';
}

/** Renames to the same base name with a .jpg extension (SPEC §5). */
export function jpgName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * Compresses an image before upload exactly as SPEC §5 says: quality 0.8, max
 * height 1280, PNG above 5,000,000 bytes converted to JPEG, output JPEG with the
 * file's name kept and a .jpg extension.
 */
export function compressImage(file: File | Blob): Promise<File> {
  return new Promise((resolve, reject) => {
    // compressorjs throws synchronously-reported errors through `error` too.
    new Compressor(file, {
      quality: IMAGE_COMPRESSION.quality,
      maxHeight: IMAGE_COMPRESSION.maxHeight,
      convertSize: IMAGE_COMPRESSION.convertSize,
      convertTypes: ['image/png'],
      mimeType: 'image/jpeg',
      success(result) {
        const name = jpgName(file instanceof File ? file.name : 'image');
        resolve(new File([result], name, { type: 'image/jpeg' }));
      },
      error(err) {
        reject(new ImageCompressionError(compressionErrorMessage(err.message)));
      },
    });
  });
}
