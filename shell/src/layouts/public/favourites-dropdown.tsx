import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { MESSAGES } from '@villa/shared/config/messages';
import { useFavourites } from '@villa/shared/stores/favourites';
import { HeartIcon, CloseIcon } from '@villa/shared/ui/icons';
import { Dropdown } from './dropdown';

const Count = styled.span`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.accent};
  color: #1b1b1b;
  font-size: 11px;
  font-weight: 700;
  display: inline-grid;
  place-items: center;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  a {
    flex: 1;
    color: inherit;
    font-weight: 600;
    display: flex;
    align-items: center;
    gap: 10px;
  }
  img,
  .thumb {
    width: 52px;
    height: 40px;
    object-fit: cover;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    flex-shrink: 0;
  }
  button {
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    padding: 4px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 300px;
  max-width: 80vw;
`;

const Empty = styled.p`
  margin: 0;
  padding: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  width: 260px;
`;

export function FavouritesDropdown() {
  const { items, toggle } = useFavourites();
  return (
    <Dropdown
      ariaLabel={`Favoriler (${items.length})`}
      label={
        <>
          <HeartIcon />
          {items.length > 0 ? <Count data-testid="favourites-count">{items.length}</Count> : null}
        </>
      }
    >
      {(close) =>
        items.length === 0 ? (
          <Empty>{MESSAGES.favouritesEmpty}</Empty>
        ) : (
          <List data-testid="favourites-list">
            {items.map((v) => (
              <Item key={v.id}>
                <Link to={paths.villa(v.slug)} onClick={close}>
                  {v.thumbnail ? (
                    <img src={v.thumbnail} alt="" width={52} height={40} loading="lazy" />
                  ) : (
                    <span className="thumb" aria-hidden="true" />
                  )}
                  <span>{v.name}</span>
                </Link>
                <button aria-label={`${v.name} favorilerden kaldır`} onClick={() => toggle(v)}>
                  <CloseIcon size={16} />
                </button>
              </Item>
            ))}
          </List>
        )
      }
    </Dropdown>
  );
}
