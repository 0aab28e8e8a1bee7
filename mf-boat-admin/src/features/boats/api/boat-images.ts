import { useMutation } from '@tanstack/react-query';
import { request, upload } from '@villa/shared/api/request';
import type { BoatImage } from '@villa/shared/contracts/boats';
import {
  deleteBoatImage as deleteImageRoute,
  reorderBoatImages as reorderRoute,
  uploadBoatImage as uploadRoute,
} from '@villa/shared/contracts/routes/boats';
import { compressImage } from '@villa/shared/lib/image-compress';
import { BOAT_READS, useInvalidate } from './invalidate';

/** Compresses in the browser (SPEC §5), then POST /v1/admin/boat/image as multipart. */
export async function uploadBoatImage(input: { boatId: number; file: File }): Promise<BoatImage> {
  const compressed = await compressImage(input.file);
  const form = new FormData();
  // The field goes before the file so the server reads it first.
  form.append('boat_id', String(input.boatId));
  form.append('file', compressed, compressed.name);
  return upload(uploadRoute, form, { timeout: 120_000 });
}

const deleteBoatImage = (id: number) => request(deleteImageRoute, { params: { id } });

const reorderBoatImages = (body: { boat_id: number; ids: number[] }) => request(reorderRoute, { body });

const useBoatMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: fn, onSettled: () => invalidate(BOAT_READS) });
};

export const useUploadBoatImage = () => useBoatMutation(uploadBoatImage);
export const useDeleteBoatImage = () => useBoatMutation(deleteBoatImage);
export const useReorderBoatImages = () => useBoatMutation(reorderBoatImages);
