import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { dropCriticalMarkup } from '@villa/shared/ui/critical';
import { RemoteArea } from '../../components/remote-area';
import { DocumentTitle } from '../../components/document-title';
import { SocialMeta } from '../../components/social-meta';
import { BottomTabBar } from './bottom-tab-bar';
import { FloatingButtons } from './floating-buttons';
import { PublicFooter } from './footer';
import { PublicHeader } from './header';
import { MobileDrawer } from './mobile-drawer';

const Main = styled.main`
  min-height: 60vh;
`;

export function PublicLayout() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Route changes close open menus (SPEC §4) and start at the top.
  useEffect(() => {
    setDrawerOpen(false);
    dropCriticalMarkup(pathname);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <DocumentTitle admin={false} />
      <SocialMeta />
      <PublicHeader onOpenDrawer={() => setDrawerOpen(true)} />
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
      <Main id="main">
        <RemoteArea remote="storefront" basename="/" />
      </Main>
      <PublicFooter />
      <FloatingButtons />
      <BottomTabBar />
    </>
  );
}
