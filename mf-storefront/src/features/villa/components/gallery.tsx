import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { VillaPhoto } from '@villa/shared/contracts/storefront';
import { CloseIcon } from '@villa/shared/ui/icons';

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
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    grid-template-rows: 1fr;
    aspect-ratio: 16 / 10;
    border-radius: 14px;
    button:not(:first-child) {
      display: none;
    }
    button:first-child {
      grid-row: auto;
    }
  }
`;

const Lightbox = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  background: rgba(4, 16, 26, 0.94);
  display: flex;
  align-items: center;
  justify-content: center;
  figure {
    margin: 0;
    max-width: 92vw;
    max-height: 86vh;
    text-align: center;
    color: #fff;
  }
  img {
    max-width: 92vw;
    max-height: 78vh;
    width: auto;
    height: auto;
    border-radius: 8px;
  }
  figcaption {
    margin-top: 10px;
    opacity: 0.85;
  }
  button {
    position: absolute;
    border: 0;
    border-radius: 999px;
    width: 48px;
    height: 48px;
    background: rgba(255, 255, 255, 0.14);
    color: #fff;
    font-size: 26px;
    cursor: pointer;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  button:hover,
  button:focus-visible {
    background: rgba(255, 255, 255, 0.3);
  }
  .close {
    top: 16px;
    right: 16px;
  }
  .prev {
    left: 16px;
    top: 50%;
  }
  .next {
    right: 16px;
    top: 50%;
  }
`;

/** Photo grid (first photo eager: it is the page's largest image) and a keyboard-driven lightbox. */
export function Gallery({ photos, name }: { photos: VillaPhoto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const move = useCallback(
    (d: number) => setOpen((i) => (i === null ? i : (i + d + count) % count)),
    [count],
  );

  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
      if (e.key === 'ArrowRight') move(1);
      if (e.key === 'ArrowLeft') move(-1);
    };
    document.addEventListener('keydown', onKey);
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = prev;
    };
  }, [open, move]);

  if (!count) return null;
  const current = open === null ? null : photos[open];
  return (
    <>
      <Grid>
        {photos.slice(0, 5).map((p, i) => (
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
            {i === 4 && count > 5 ? <span className="more">+{count - 5} fotoğraf</span> : null}
          </button>
        ))}
      </Grid>
      {current ? (
        <Lightbox role="dialog" aria-modal="true" aria-label={`${name} fotoğrafları`}>
          <figure>
            <img
              src={current.src.replace('-960.webp', '-1600.webp')}
              width={current.width}
              height={current.height}
              alt={current.alt}
            />
            <figcaption>
              {current.alt} · {(open ?? 0) + 1}/{count}
            </figcaption>
          </figure>
          <button type="button" className="close" onClick={() => setOpen(null)} aria-label="Kapat" autoFocus>
            <CloseIcon />
          </button>
          <button type="button" className="prev" onClick={() => move(-1)} aria-label="Önceki fotoğraf">
            ‹
          </button>
          <button type="button" className="next" onClick={() => move(1)} aria-label="Sonraki fotoğraf">
            ›
          </button>
        </Lightbox>
      ) : null}
    </>
  );
}
