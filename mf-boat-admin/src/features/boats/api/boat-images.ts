import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { BoatImage } from '@villa/shared/contracts/boats';
import { compressImage } from '@villa/shared/lib/image-compress';
import { boatKeys } from '../../../api/query-keys';

/** Compresses in the browser (SPEC §5), then POST /v1/admin/boat/image as multipart. */
export async function uploadBoatImage(input: { boatId: number; file: File }): Promise<BoatImage> {
  const compressed = await compressImage(input.file);
  const form = new FormData();
  // The field goes before the file so the server reads it first.
  form.append('boat_id', String(input.boatId));
  form.append('file', compressed, compressed.name);
  return (await api.post<Envelope<BoatImage>>('/v1/admin/boat/image', form, { timeout: 120_000 })).data
    .content;
}

export async function deleteBoatImage(id: number): Promise<void> {
  await api.delete(`/v1/admin/boat/image/${id}`);
}

export async function reorderBoatImages(input: { boat_id: number; ids: number[] }): Promise<BoatImage[]> {
  return (await api.put<Envelope<BoatImage[]>>('/v1/admin/boat/image/updateorder', input)).data.content;
}

const useBoatMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: boatKeys.boats }) });
};

export const useUploadBoatImage = () => useBoatMutation(uploadBoatImage);
export const useDeleteBoatImage = () => useBoatMutation(deleteBoatImage);
export const useReorderBoatImages = () => useBoatMutation(reorderBoatImages);
