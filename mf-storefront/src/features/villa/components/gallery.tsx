import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { VillaPhoto } from '@villa/shared/contracts/storefront';
import { Spinner } from '@villa/shared/ui/feedback';

/** The lightbox and its library: fetched when the guest first opens (or reaches for) a photo. */
const loadLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(loadLightbox);

/** Photos the desktop grid shows; a phone swipes through all of them. */
const GRID_PHOTOS = 5;

const Wrap = styled.div`
  position: relative;
  .count {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    .count {
      display: block;
      position: absolute;
      right: 12px;
      bottom: 12px;
      padding: 4px 10px;
      border-radius: 999px;
      background: rgba(6, 40, 61, 0.8);
      color: #fff;
      font-weight: 600;
      font-size: 13px;
      pointer-events: none;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  grid-template-rows: 1fr 1fr;
  gap: 8px;
  border-radius: 20px;
  overflow: hidden;
  aspect-ratio: 16 / 7;
  button {
    position: relative;
    padding: 0;
    border: 0;
    cursor: zoom-in;
    background: ${({ theme }) => theme.color.surfaceAlt};
    overflow: hidden;
  }
  button:first-child {
    grid-row: 1 / 3;
  }
  button:nth-child(n + ${GRID_PHOTOS + 1}) {
    display: none;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  button:hover img {
    transform: scale(1.03);
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  .more {
    position: absolute;
    right: 12px;
    bottom: 12px;
    padding: 6px 12px;
    border-radius: 999px;
    background: rgba(6, 40, 61, 0.8);
    color: #fff;
    font-weight: 600;
    font-size: 14px;
  }
  /* A phone: one photo at a time, swiped sideways (native scroll snapping, no script). */
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    gap: 0;
    aspect-ratio: 16 / 10;
    border-radius: 14px;
    overflow-x: auto;
    overflow-y: hidden;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
    button,
    button:nth-child(n + ${GRID_PHOTOS + 1}) {
      display: block;
      flex: 0 0 100%;
      height: 100%;
      scroll-snap-align: start;
      scroll-snap-stop: always;
    }
    button:hover img {
      transform: none;
    }
    .more {
      display: none;
    }
  }
`;

const Opening = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  background: rgba(4, 16, 26, 0.94);
`;

/**
 * Photo grid (first photo eager: it is the page's largest image); on a phone a swipeable strip with
 * its position (3 / 12). A photo opens the full-screen lightbox (zoom, thumbnails, keyboard), whose
 * code loads on first use.
 */
export function Gallery({ photos, name }: { photos: VillaPhoto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = photos.length;
  if (!count) return null;

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };
  const prefetch = () => void loadLightbox();

  return (
    <Wrap>
      <Grid
        ref={track}
        role="group"
        aria-roledescription="galeri"
        aria-label={`${name} fotoğrafları`}
        onScroll={onScroll}
        onTouchStart={prefetch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {photos.map((p, i) => (
          <button
            key={p.src}
            type="button"
            onClick={() => setOpen(i)}
            aria-label={`Fotoğrafı büyüt: ${p.alt} (${i + 1}/${count})`}
          >
            <img
              src={p.src}
              srcSet={p.srcSet}
              sizes={i === 0 ? '(max-width: 640px) 100vw, 66vw' : '(max-width: 640px) 100vw, 25vw'}
              width={p.width}
              height={p.height}
              alt={p.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
            {i === GRID_PHOTOS - 1 && count > GRID_PHOTOS ? (
              <span className="more">+{count - GRID_PHOTOS} fotoğraf</span>
            ) : null}
          </button>
        ))}
      </Grid>
      {count > 1 ? (
        <span className="count" data-testid="gallery-count" aria-live="polite">
          {current + 1} / {count}
        </span>
      ) : null}
      {open !== null ? (
        <Suspense
          fallback={
            <Opening>
              <Spinner $size={36} />
            </Opening>
          }
        >
          <GalleryLightbox
            photos={photos}
            index={open}
            onClose={() => setOpen(null)}
            onIndex={(i) => {
              const el = track.current;
              if (el && el.clientWidth && getComputedStyle(el).display === 'flex') {
                el.scrollTo({ left: i * el.clientWidth });
              }
            }}
          />
        </Suspense>
      ) : null}
    </Wrap>
  );
}
