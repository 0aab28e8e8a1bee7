import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaImage } from '@villa/shared/contracts/villa-images';
import { villasQueryKey } from '../../../api/query-keys';

/** POST /v1/admin/villas/image: villa_id first, then the (already compressed) files. */
export async function uploadImages(input: {
  villaId: number;
  files: File[];
  onProgress?: (pct: number) => void;
}): Promise<VillaImage[]> {
  const form = new FormData();
  form.append('villa_id', String(input.villaId));
  for (const f of input.files) form.append('file', f, f.name);
  const res = await api.post<Envelope<VillaImage[]>>('/v1/admin/villas/image', form, {
    timeout: 120_000,
    onUploadProgress: (e) => input.onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
  return res.data.content;
}

export async function deleteImage(id: number): Promise<void> {
  await api.delete(`/v1/admin/villas/image/${id}`);
}

export async function reorderImages(input: { villaId: number; ids: number[] }): Promise<void> {
  await api.put('/v1/admin/villas/image/updateorder', { villa_id: input.villaId, ids: input.ids });
}

export function useUploadImages() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadImages,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
export function useReorderImages() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderImages,
    onSettled: () => qc.invalidateQueries({ queryKey: villasQueryKey }),
  });
}
