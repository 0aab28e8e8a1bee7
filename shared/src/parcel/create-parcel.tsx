import { StrictMode, startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ParcelConfigObject } from 'single-spa';
import { queryClient } from '../query/client';
import { AppThemeProvider } from '../ui/theme-provider';
import type { RemoteProps } from './props';
import { ShellServicesContext } from './remote-context';

interface LifecycleProps extends RemoteProps {
  name: string;
  domElement: HTMLElement;
}

/** Calls `onCommit` once React has put the remote's first screen into the DOM. */
function Committed({ onCommit, children }: { onCommit?: (() => void) | undefined; children: ReactNode }) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/** The remote's root: it renders its routes under its own RemoteRouter fed by these props. */
export type ParcelRoot = ComponentType<{ remote: RemoteProps }>;

/**
 * Builds the single-spa parcel every remote exposes as './parcel': bootstrap,
 * mount, update and unmount around one React root per parcel. Roots are keyed by
 * the parcel's name because single-spa's update() replaces the props object.
 *
 * The remote wraps its routes in `RemoteRouter` from `@villa/shared/parcel/router` itself, so this
 * module does not depend on react-router.
 */
export function createParcel(RemoteRoot: ParcelRoot): ParcelConfigObject<LifecycleProps> {
  const roots = new Map<string, Root>();

  const render = (props: LifecycleProps, onCommit?: () => void) => {
    const root = roots.get(props.name);
    root?.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppThemeProvider>
            <ShellServicesContext.Provider value={{ toast: props.toast, reportError: props.reportError }}>
              <Committed onCommit={onCommit}>
                <RemoteRoot remote={props} />
              </Committed>
            </ShellServicesContext.Provider>
          </AppThemeProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  };

  return {
    bootstrap: async () => {},
    // Resolves once the first screen is committed, so the shell swaps its loading state for the
    // remote's content in one frame (no empty frame in between: nothing jumps).
    // A crash before that rejects the mount: the shell shows the area's load error with a retry.
    mount: (props) =>
      new Promise<void>((resolve, reject) => {
        roots.set(props.name, createRoot(props.domElement, { onUncaughtError: (error) => reject(error) }));
        // The first screen renders as a transition, in slices that let the browser in between (a
        // remote's page is the largest render at load; one task of it would block a phone for
        // hundreds of milliseconds).
        startTransition(() => render(props, resolve));
      }),
    // single-spa updates a parcel only once it is mounted: the visitor's navigation, kept urgent.
    update: async (props) => {
      render(props);
    },
    unmount: async (props) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}
