import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import coreCss from 'yet-another-react-lightbox/styles.css?inline';
import counterCss from 'yet-another-react-lightbox/plugins/counter.css?inline';
import thumbnailsCss from 'yet-another-react-lightbox/plugins/thumbnails.css?inline';
import type { VillaPhoto } from '@villa/shared/contracts/storefront';
import { injectCss } from '../../../lib/inject-css';

injectCss('villa-lightbox-css', `${coreCss}\n${counterCss}\n${thumbnailsCss}`);

/** The lightbox's texts in Turkish ({index} and {total} are filled in by the library). */
export const LIGHTBOX_LABELS = {
  Previous: 'Önceki',
  Next: 'Sonraki',
  Close: 'Kapat',
  Lightbox: 'Fotoğraf görüntüleyici',
  Carousel: 'Fotoğraflar',
  Slide: 'Fotoğraf',
  'Photo gallery': 'Fotoğraf galerisi',
  '{index} of {total}': '{index} / {total}',
  'Zoom in': 'Yakınlaştır',
  'Zoom out': 'Uzaklaştır',
  Thumbnails: 'Küçük resimler',
  'Show thumbnails': 'Küçük resimleri göster',
  'Hide thumbnails': 'Küçük resimleri gizle',
};

/** The 960 px file's larger sibling (the upload pipeline writes -480, -960 and -1600 webp files). */
const large = (src: string) => src.replace('-960.webp', '-1600.webp');

/**
 * Full-screen photo viewer (yet-another-react-lightbox with zoom, thumbnails and a counter):
 * swipe, pinch and arrow keys, Escape closes. Its code and styles load the first time it opens.
 */
export default function GalleryLightbox({
  photos,
  index,
  onClose,
  onIndex,
}: {
  photos: VillaPhoto[];
  index: number;
  onClose: () => void;
  onIndex?: (index: number) => void;
}) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: i }) => onIndex?.(i) }}
      slides={photos.map((p) => ({
        src: large(p.src),
        alt: p.alt,
        width: p.width,
        height: p.height,
        srcSet: [
          { src: p.src, width: 960, height: Math.round((p.height / p.width) * 960) },
          { src: large(p.src), width: 1600, height: Math.round((p.height / p.width) * 1600) },
        ],
      }))}
      plugins={[Counter, Thumbnails, Zoom]}
      labels={LIGHTBOX_LABELS}
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      thumbnails={{ width: 96, height: 64, border: 0, gap: 8, imageFit: 'cover' }}
      zoom={{ maxZoomPixelRatio: 2 }}
      carousel={{ finite: photos.length < 3 }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
