import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import type { VillaImage } from '@villa/shared/contracts/villa-images';
import { compressImage } from '@villa/shared/lib/image-compress';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Row, Stack } from '@villa/shared/ui/layout';
import { SortableList } from '../../../components/sortable-list';
import { deleteVillaImage } from '@villa/shared/contracts/routes/villa-images';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { ImageFilesButton } from '@villa/shared/ui/image-files-button';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { villaQueries } from '../../../api/query-keys';
import { useReorderImages, useUploadImages } from '../api/villa-images';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
`;

const Tile = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    cursor: grab;
    touch-action: none;
  }
  figcaption {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
    padding: 8px;
  }
`;

const Errors = styled.ul`
  margin: 0;
  padding: 10px 14px 10px 28px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * Multiple upload: each file is compressed in the browser exactly as SPEC §5 (quality 0.8, max
 * height 1280, big PNGs to JPEG, name kept with .jpg); each compressor error is shown per file.
 * Drag to reorder; the first image is the thumbnail.
 */
export function ImagesPanel({ villa }: { villa: VillaDetail }) {
  const { toast } = useShellServices();
  const upload = useUploadImages();
  const remove = useAdminMutation(deleteVillaImage, {
    invalidates: villaQueries,
    success: 'Görsel silindi.',
  });
  const [deleting, setDeleting] = useState<VillaImage | null>(null);
  const reorder = useReorderImages();
  const [images, setImages] = useState<VillaImage[]>(villa.images);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  useEffect(() => setImages(villa.images), [villa.images]);

  const onFiles = async (files: File[]) => {
    const ok: File[] = [];
    const failed: string[] = [];
    setProgress('Görseller sıkıştırılıyor…');
    for (const f of files) {
      try {
        ok.push(await compressImage(f));
      } catch (err) {
        failed.push(`${f.name}: ${err instanceof Error ? err.message : 'Görsel okunamadı.'}`);
      }
    }
    setErrors(failed);
    if (ok.length === 0) {
      setProgress(null);
      return;
    }
    try {
      await upload.mutateAsync({
        villaId: villa.id,
        files: ok,
        onProgress: (p) => setProgress(`Yükleniyor… %${p}`),
      });
      toast('success', `${ok.length} görsel yüklendi.`);
    } catch (err) {
      const message = apiErrorMessage(err);
      setErrors((e) => [...e, message]);
      toast('error', message);
    } finally {
      setProgress(null);
    }
  };

  const onReorder = async (next: VillaImage[]) => {
    const prev = images;
    setImages(next);
    try {
      await reorder.mutateAsync({ villaId: villa.id, ids: next.map((i) => i.id) });
      toast('success', 'Görsel sırası kaydedildi.');
    } catch (err) {
      setImages(prev);
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <Stack>
      <Row $wrap>
        <ImageFilesButton
          label="Görsel dosyaları"
          testId="image-input"
          disabled={!!progress}
          onFiles={(files) => void onFiles(files)}
        >
          <PlusIcon size={18} /> Görsel Yükle
        </ImageFilesButton>
        <span style={{ opacity: 0.75, fontSize: 13 }}>
          {progress ??
            'JPEG, PNG veya WebP; birden çok seçebilirsiniz. Sürükleyerek sıralayın; ilk görsel kapaktır.'}
        </span>
      </Row>
      {errors.length ? (
        <Errors role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </Errors>
      ) : null}
      {images.length === 0 ? (
        <EmptyState title="Görsel yok">İlk yüklenen görsel villanın kapak görseli olur.</EmptyState>
      ) : (
        <Grid>
          <SortableList items={images} getId={(i) => i.id} onReorder={(n) => void onReorder(n)} layout="grid">
            {(img, h) => (
              <Tile ref={h.setNodeRef} style={h.style} data-testid="image-tile">
                <img src={img.urls.small} alt={`${villa.name} görseli`} {...h.handle} />
                <figcaption>
                  {images[0]?.id === img.id ? (
                    <Badge $tone="success">Kapak</Badge>
                  ) : (
                    <span style={{ fontSize: 12, opacity: 0.7 }}>
                      {img.width}×{img.height}
                    </span>
                  )}
                  <Button $variant="danger" $size="sm" onClick={() => setDeleting(img)}>
                    Sil
                  </Button>
                </figcaption>
              </Tile>
            )}
          </SortableList>
        </Grid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Görseli sil"
        onConfirm={() => deleting && remove.run({ params: { id: deleting.id } })}
        onClose={() => setDeleting(null)}
      >
        Bu görsel kalıcı olarak silinsin mi?
      </ConfirmDialog>
    </Stack>
  );
}
