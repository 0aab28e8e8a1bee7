import { createContext, useContext } from 'react';
import type { ShellServices } from './props';

export const ShellServicesContext = createContext<ShellServices | null>(null);

/** The shell's toast and error reporting, inside a remote. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside a parcel');
  return services;
}
