import { request, upload } from '@villa/shared/api/request';
import { reorderVillaImages, uploadVillaImages } from '@villa/shared/contracts/routes/villa-images';
import { useVillaMutation } from '../../../api/villa-mutation';

/** villa_id first, then the (already compressed) files. */
function uploadImages(input: { villaId: number; files: File[]; onProgress?: (pct: number) => void }) {
  const form = new FormData();
  form.append('villa_id', String(input.villaId));
  for (const f of input.files) form.append('file', f, f.name);
  return upload(uploadVillaImages, form, { timeout: 120_000, onProgress: input.onProgress });
}

export function useUploadImages() {
  return useVillaMutation(uploadImages);
}
export function useReorderImages() {
  return useVillaMutation(
    (input: { villaId: number; ids: number[] }) =>
      request(reorderVillaImages, { body: { villa_id: input.villaId, ids: input.ids } }),
    { settled: true },
  );
}
