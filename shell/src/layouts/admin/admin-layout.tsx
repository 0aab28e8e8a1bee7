import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { isSessionValid, useSession } from '@villa/shared/stores/session';
import { useTheme } from '@villa/shared/stores/theme';
import { IconButton } from '@villa/shared/ui/button';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from '@villa/shared/ui/icons';
import { useIsMobile } from '@villa/shared/ui/use-is-mobile';
import { DocumentTitle } from '../../components/document-title';
import { RemoteArea } from '../../components/remote-area';
import { logout } from '../../features/auth/logout';
import { useBrand } from '../../lib/use-brand';
import { adminAreaFor } from './areas';
import { ADMIN_MENU, ownerMayOpen, ownerMenu } from './menu';
import { SidebarNav } from './sidebar';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 264px minmax(0, 1fr);
  min-height: 100vh;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: 0;
  height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.sidebar};
  color: ${({ theme }) => theme.color.sidebarText};
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    z-index: 100;
    inset: 0 auto 0 0;
    width: min(300px, 86vw);
    transform: translateX(${({ $open }) => ($open ? '0' : '-105%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.25s ease,
      visibility 0.25s;
    box-shadow: 0 0 40px rgba(0, 0, 0, 0.35);
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  padding: 20px 18px 14px;
  color: #fff;
  font-weight: 700;
  font-size: 18px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
  &:hover {
    text-decoration: none;
  }
  small {
    display: block;
    font-weight: 500;
    font-size: 12px;
    color: #c9a227;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: ${({ theme }) => theme.color.overlay};
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
  .welcome {
    flex: 1;
    font-weight: 600;
  }
  .welcome span {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 500;
  }
  .role {
    font-size: 12px;
    padding: 3px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .menu-btn {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    .menu-btn {
      display: inline-flex;
    }
    .role {
      display: none;
    }
  }
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const brand = useBrand();
  const { mode, toggle } = useTheme();

  useEffect(() => setMenuOpen(false), [pathname]);

  if (!isSessionValid(session)) {
    if (session.token) session.clear();
    return (
      <>
        <LoadingBlock label={MESSAGES.loading} />
        <Navigate to={paths.dashboard.login} replace state={{ from: pathname }} />
      </>
    );
  }

  const isOwner = session.user_role === 'OWNER';
  const isAdmin = session.user_role === 'ADMIN';
  const entries = isAdmin ? ADMIN_MENU : isOwner ? ownerMenu(mobile) : [];
  const allowed = isAdmin || (isOwner && ownerMayOpen(pathname));

  return (
    <Frame>
      <DocumentTitle admin />
      {mobile && menuOpen ? <Backdrop onClick={() => setMenuOpen(false)} aria-hidden="true" /> : null}
      <Aside $open={menuOpen} aria-label="Kenar çubuğu" data-testid="admin-sidebar">
        <Brand to="/dashboard/">
          <span>
            {brand}
            <small>Admin Paneli</small>
          </span>
          {mobile ? (
            <IconButton
              aria-label="Menüyü kapat"
              onClick={(e) => {
                e.preventDefault();
                setMenuOpen(false);
              }}
            >
              <CloseIcon />
            </IconButton>
          ) : null}
        </Brand>
        <SidebarNav
          key={`${session.user_role}-${mobile}`}
          entries={entries}
          mobile={mobile}
          onLogout={() => void logout()}
        />
      </Aside>
      <Content>
        <TopBar>
          <IconButton className="menu-btn" aria-label="Menüyü aç" onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
          <div className="welcome" data-testid="welcome">
            <span>Hoş geldiniz, </span>
            {session.user_name}
          </div>
          <span className="role">{isAdmin ? 'Yönetici' : isOwner ? 'Ev Sahibi' : session.user_role}</span>
          <IconButton aria-label={mode === 'dark' ? 'Açık temaya geç' : 'Koyu temaya geç'} onClick={toggle}>
            {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
          </IconButton>
        </TopBar>
        <Main id="main">
          {allowed ? (
            <RemoteArea key={adminAreaFor(pathname)} remote={adminAreaFor(pathname)} basename="/dashboard" />
          ) : (
            <ErrorState message="Bu sayfayı görüntüleme yetkiniz yok." />
          )}
        </Main>
      </Content>
    </Frame>
  );
}
