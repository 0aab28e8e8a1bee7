import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { dropCriticalMarkup } from '@villa/shared/ui/critical';
import { useNearViewport } from '@villa/shared/ui/use-near-viewport';
import { RemoteArea } from '../../components/remote-area';
import { DocumentTitle } from '../../components/document-title';
import { SocialMeta } from '../../components/social-meta';
import { BottomTabBar } from './bottom-tab-bar';
import { FloatingButtons } from './floating-buttons';
import { PublicHeader } from './header';

// Loaded when needed: the drawer on its first opening, the footer (and the data it lists) when the
// visitor scrolls near it. The first screen downloads neither.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
const PublicFooter = lazy(() => import('./footer').then((m) => ({ default: m.PublicFooter })));

const FooterSlot = styled.div`
  min-height: 320px;
`;

/**
 * Renders the footer once its place reaches the viewport. Its slot keeps the space, so nothing moves
 * when it comes; no margin ahead, because the layout's main is a screen tall and a margin would reach
 * the footer on every page's first screen.
 */
function LazyFooter() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '0px');
  if (near) {
    return (
      <Suspense fallback={<FooterSlot />}>
        <PublicFooter />
      </Suspense>
    );
  }
  return <FooterSlot ref={ref} />;
}

// At least a screen tall, as the server-painted first screen is (api/src/web/critical.ts): the footer
// starts below the fold, so content that arrives after the first paint (the listing's cards, a
// region's villas) does not push it down the visible screen, and its code waits for a scroll.
const Main = styled.main`
  min-height: 100vh;
`;

export function PublicLayout() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (drawerOpen) setDrawerWanted(true);
  }, [drawerOpen]);
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
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      ) : null}
      <Main id="main">
        <RemoteArea remote="storefront" basename="/" />
      </Main>
      <LazyFooter />
      <FloatingButtons />
      <BottomTabBar />
    </>
  );
}
