import { useMemo, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router';
import type { RemoteProps } from './props';

// The remotes' router kit. This module is a federation share provided by the shell, so every
// remote routes with the shell's one copy of react-router, tree-shaken to what is listed here
// (a shared library cannot be tree-shaken; a shared module re-exporting a few names can). Remotes
// import react-router's components and hooks from here, never from 'react-router' itself.
export {
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, SetURLSearchParams } from 'react-router';

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
