import { useMemo, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router';
import type { RemoteProps } from './props';

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/**
 * react-router's low-level Router fed by the shell's location and navigate, so a
 * remote renders its own routes while the shell keeps the one history.
 */
export function RemoteRouter({ props, children }: { props: RemoteProps; children: ReactNode }) {
  const { navigate } = props;
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: toPath,
      push: (to, state) => navigate(toPath(to), { state }),
      replace: (to, state) => navigate(toPath(to), { replace: true, state }),
      go: (delta) => navigate(delta),
    }),
    [navigate],
  );
  return (
    <Router location={props.location} navigator={navigator} basename={props.basename}>
      {children}
    </Router>
  );
}
