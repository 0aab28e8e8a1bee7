import { createContext, useContext, type Context } from 'react';
import type { ShellServices } from './props';

/**
 * One context object on the page, whichever copy of this module a bundle evaluates: a remote's own
 * code reaches the shell's share, but a stateless @villa/shared module compiled into the remote
 * (ui/use-admin-mutation) may evaluate the remote's fallback copy, and a second createContext there
 * would never see the parcel's provider ('useShellServices must be used inside a parcel').
 */
const KEY = Symbol.for('villa.shell-services-context');
const registry = globalThis as unknown as Record<symbol, Context<ShellServices | null> | undefined>;
export const ShellServicesContext: Context<ShellServices | null> = (registry[KEY] ??=
  createContext<ShellServices | null>(null));

/** The shell's toast and error reporting, inside a remote. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside a parcel');
  return services;
}
