import type { VillaPhoto } from '@villa/shared/contracts/storefront';

/**
 * A stored photo (its 480/960/1600 px WebPs) at the width the layout gives it (`sizes`): loaded
 * near the viewport unless `eager`, decoded off the main thread.
 */
export function Photo({
  photo,
  sizes,
  alt = photo.alt,
  eager = false,
}: {
  photo: VillaPhoto;
  sizes: string;
  alt?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
