import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { BoatImage } from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button, IconButton } from '@villa/shared/ui/button';
import { EmptyState, Spinner } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Row } from '@villa/shared/ui/layout';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { ImageFilesButton } from '@villa/shared/ui/image-files-button';
import { useDeleteBoatImage, useReorderBoatImages, useUploadBoatImage } from '../api/boat-images';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 14px;
  li {
    position: relative;
    border-radius: 12px;
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  .bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 4px 6px;
    font-size: 12px;
  }
  .cover {
    position: absolute;
    top: 8px;
    left: 8px;
    padding: 2px 8px;
    border-radius: 999px;
    background: rgba(6, 40, 61, 0.8);
    color: #fff;
    font-size: 12px;
    font-weight: 600;
  }
`;

/**
 * Upload (compressed in the browser, SPEC §5), delete and reorder. Each file's compressor or server
 * error is shown on its own.
 */
export function BoatImagesPanel({ boatId, images }: { boatId: number; images: BoatImage[] }) {
  const { toast } = useShellServices();
  const upload = useUploadBoatImage();
  const remove = useDeleteBoatImage();
  const reorder = useReorderBoatImages();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [deleting, setDeleting] = useState<BoatImage | null>(null);

  const onFiles = async (list: File[]) => {
    setProgress({ done: 0, total: list.length });
    let ok = 0;
    for (const [i, file] of list.entries()) {
      try {
        await upload.mutateAsync({ boatId, file });
        ok++;
      } catch (err) {
        toast('error', `${file.name}: ${apiErrorMessage(err)}`);
      }
      setProgress({ done: i + 1, total: list.length });
    }
    setProgress(null);
    if (ok > 0) toast('success', ok === 1 ? 'Görsel yüklendi.' : `${ok} görsel yüklendi.`);
  };

  const move = async (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    try {
      await reorder.mutateAsync({ boat_id: boatId, ids });
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
        <p style={{ margin: 0, opacity: 0.8 }}>
          JPEG, PNG veya WebP; yüklemeden önce sıkıştırılır. İlk görsel kapak olarak kullanılır.
        </p>
        <ImageFilesButton
          label="Tekne görseli seç"
          testId="boat-image-input"
          $size="sm"
          disabled={progress !== null}
          onFiles={(files) => void onFiles(files)}
        >
          {progress ? (
            <>
              <Spinner $size={14} /> Yükleniyor {progress.done}/{progress.total}
            </>
          ) : (
            <>
              <PlusIcon size={16} /> Görsel yükle
            </>
          )}
        </ImageFilesButton>
      </Row>
      {images.length === 0 ? (
        <EmptyState title="Görsel yok">
          Teknenin sitede güzel görünmesi için birkaç görsel yükleyin.
        </EmptyState>
      ) : (
        <Grid aria-label="Tekne görselleri">
          {images.map((img, i) => (
            <li key={img.id} data-testid="boat-image">
              <img src={img.urls.small} alt={`Görsel ${i + 1}`} loading="lazy" />
              {i === 0 ? <span className="cover">Kapak</span> : null}
              <div className="bar">
                <span>
                  <IconButton
                    aria-label="Sola taşı"
                    disabled={i === 0 || reorder.isPending}
                    onClick={() => void move(i, -1)}
                  >
                    ←
                  </IconButton>
                  <IconButton
                    aria-label="Sağa taşı"
                    disabled={i === images.length - 1 || reorder.isPending}
                    onClick={() => void move(i, 1)}
                  >
                    →
                  </IconButton>
                </span>
                <Button $variant="ghost" $size="sm" onClick={() => setDeleting(img)}>
                  Sil
                </Button>
              </div>
            </li>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Görseli sil"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast('success', 'Görsel silindi.');
            return true;
          } catch (err) {
            toast('error', apiErrorMessage(err));
            return false;
          }
        }}
      >
        {'Bu görsel kalıcı olarak silinsin mi?'}
      </ConfirmDialog>
    </>
  );
}
