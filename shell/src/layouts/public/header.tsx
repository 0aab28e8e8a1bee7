import { Link, NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { useTheme } from '@villa/shared/stores/theme';
import { IconButton } from '@villa/shared/ui/button';
import { MenuIcon, MoonIcon, SunIcon, UserIcon } from '@villa/shared/ui/icons';
import { useBrand } from '../../lib/use-brand';
import { CurrencyDropdown } from './currency-dropdown';
import { FavouritesDropdown } from './favourites-dropdown';
import { LazyHeaderSearch as HeaderSearch } from './lazy-header-search';
import { MAIN_LINKS } from './nav-links';

const Bar = styled.header<{ $overlay: boolean }>`
  position: ${({ $overlay }) => ($overlay ? 'absolute' : 'sticky')};
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  ${({ $overlay, theme }) =>
    $overlay
      ? css`
          color: #fff;
          background: linear-gradient(180deg, rgba(6, 40, 61, 0.6), rgba(6, 40, 61, 0));
        `
      : css`
          color: ${theme.color.text};
          background: ${theme.color.surface};
          border-bottom: 1px solid ${theme.color.border};
          box-shadow: ${theme.shadow.sm};
        `}
`;

const Inner = styled.div`
  max-width: 1320px;
  margin: 0 auto;
  height: 72px;
  padding: 0 ${({ theme }) => theme.space.xl};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md};
    gap: ${({ theme }) => theme.space.sm};
    height: 62px;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 22px;
  font-weight: 700;
  letter-spacing: 0.01em;
  white-space: nowrap;
  &:hover {
    text-decoration: none;
  }
  img {
    width: 34px;
    height: 34px;
  }
  ${({ theme }) => theme.media.mobile} {
    font-size: 18px;
    img {
      width: 28px;
      height: 28px;
    }
  }
`;

const Nav = styled.nav`
  display: flex;
  gap: 2px;
  a {
    color: inherit;
    padding: 8px 8px;
    border-radius: 8px;
    font-weight: 600;
    font-size: 14px;
    white-space: nowrap;
  }
  a:hover {
    background: rgba(127, 127, 127, 0.16);
    text-decoration: none;
  }
  a.active {
    /* Gold text: accentText is the gold that keeps AA contrast on each theme. */
    color: ${({ theme }) => theme.color.accentText};
  }
  @media (max-width: 1240px) {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const DesktopOnly = styled.div`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const SearchSlot = styled.div`
  flex: 1;
  display: flex;
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export function PublicHeader({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { pathname } = useLocation();
  const overlay = pathname === paths.home;
  const brand = useBrand();
  const { mode, toggle } = useTheme();
  return (
    <Bar $overlay={overlay} data-overlay={overlay}>
      <Inner>
        <Logo to={paths.home} aria-label={`${brand} ana sayfa`}>
          <img src="/favicon.svg" alt="" width={34} height={34} />
          {brand}
        </Logo>
        <Nav aria-label="Ana menü">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to}>
              {l.label}
            </NavLink>
          ))}
        </Nav>
        <SearchSlot>
          <HeaderSearch />
        </SearchSlot>
        <Spacer style={{ flex: 0 }} />
        <FavouritesDropdown />
        <CurrencyDropdown />
        <IconButton
          aria-label={mode === 'dark' ? 'Açık temaya geç' : 'Koyu temaya geç'}
          aria-pressed={mode === 'dark'}
          onClick={toggle}
          data-testid="theme-toggle"
        >
          {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
        </IconButton>
        <DesktopOnly>
          <IconButton
            as={Link}
            to={paths.dashboard.root}
            aria-label="Ev Sahibi Girişi"
            title="Ev Sahibi Girişi"
          >
            <UserIcon />
          </IconButton>
        </DesktopOnly>
        <IconButton aria-label="Menüyü aç" onClick={onOpenDrawer} className="drawer-trigger">
          <MenuIcon />
        </IconButton>
      </Inner>
    </Bar>
  );
}
