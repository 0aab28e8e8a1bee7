import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useRouteProgressStore } from '../lib/route-progress';

const Bar = styled.div<{ $width: number; $visible: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 2000;
  height: 3px;
  width: ${({ $width }) => $width}%;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  background: linear-gradient(90deg, #dcb948, #c9a227);
  box-shadow: 0 0 8px rgba(201, 162, 39, 0.7);
  transition:
    width 0.3s ease,
    opacity 0.4s ease;
  pointer-events: none;
`;

/** The gold route progress bar of SPEC §2: runs on every navigation and while an area loads. */
export function RouteProgressBar() {
  const location = useLocation();
  const active = useRouteProgressStore((s) => s.active);
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);
  const [pulse, setPulse] = useState(0);

  useEffect(() => {
    setPulse((n) => n + 1);
  }, [location.pathname]);

  useEffect(() => {
    if (pulse === 0) return;
    setVisible(true);
    setWidth(30);
    const grow = setTimeout(() => setWidth(70), 120);
    return () => clearTimeout(grow);
  }, [pulse]);

  useEffect(() => {
    if (!visible || active > 0) return;
    const finish = setTimeout(() => setWidth(100), 180);
    const hide = setTimeout(() => {
      setVisible(false);
      setWidth(0);
    }, 600);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [active, visible, pulse]);

  return <Bar data-testid="route-progress" $width={width} $visible={visible} aria-hidden="true" />;
}
