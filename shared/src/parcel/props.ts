import type { Location } from 'react-router';

/** Shell services that are not module singletons, passed to every parcel. */
export interface ShellServices {
  toast: (kind: 'success' | 'error' | 'info' | 'warning', message: string) => void;
  reportError: (error: unknown, context?: string) => void;
}

/**
 * The versioned props object the shell gives a remote's parcel (ARCHITECTURE:
 * runtime composition). The URL has one owner: the shell's router.
 */
export interface RemoteProps extends ShellServices {
  version: number;
  basename: string;
  location: Location;
  navigate: (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;
}
