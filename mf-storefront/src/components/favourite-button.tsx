import styled from 'styled-components';
import { useFavourites } from '@villa/shared/stores/favourites';
import { HeartIcon } from '@villa/shared/ui/icons';

const Heart = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 999px;
  border: 0;
  cursor: pointer;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ $on }) => ($on ? '#e0664b' : '#4a5563')};
  box-shadow: 0 4px 14px rgba(6, 40, 61, 0.18);
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
  &:hover {
    color: #e0664b;
  }
  &:focus-visible {
    outline: 3px solid #1c8bb5;
    outline-offset: 2px;
  }
`;

/** The heart on cards and the villa page: toggles the villa in the browser's favourites. */
export function FavouriteButton({
  villa,
  className,
}: {
  villa: { id: number; slug: string; name: string; thumbnail: string };
  className?: string;
}) {
  const on = useFavourites((s) => s.items.some((v) => v.id === villa.id));
  const toggle = useFavourites((s) => s.toggle);
  return (
    <Heart
      type="button"
      className={className}
      $on={on}
      aria-pressed={on}
      aria-label={on ? `${villa.name} favorilerden çıkar` : `${villa.name} favorilere ekle`}
      data-testid="favourite-toggle"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle({ id: villa.id, slug: villa.slug, name: villa.name, thumbnail: villa.thumbnail });
      }}
    >
      <HeartIcon size={20} />
    </Heart>
  );
}
