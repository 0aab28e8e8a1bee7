import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { UploadedFile } from '@villa/shared/contracts/documents';
import { uploadContentFile as uploadRoute } from '@villa/shared/contracts/routes/documents';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'];

/** Checks a chosen file before sending it; the server checks the real bytes again. */
export function uploadProblem(file: File, accept: string[]): string | null {
  if (file.size === 0) return 'Dosya boş.';
  if (file.size > MAX_UPLOAD_BYTES) return 'Dosya en fazla 10 MB olabilir.';
  if (!accept.includes(file.type)) {
    return accept.includes('application/pdf')
      ? 'Yalnızca PDF, JPEG, PNG veya WEBP dosyaları yüklenebilir.'
      : 'Yalnızca JPEG, PNG veya WEBP görseller yüklenebilir.';
  }
  return null;
}

/**
 * The content upload: the file itself is the body (not JSON, so not through request(): the bytes
 * are posted to the route's path with their own content type).
 */
export async function uploadContentFile(file: File): Promise<UploadedFile> {
  const res = await api.post<Envelope<UploadedFile>>(uploadRoute.path, file, {
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    timeout: 60_000,
  });
  return res.data.content;
}
