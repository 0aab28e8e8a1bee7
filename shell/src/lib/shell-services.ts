import { toast } from 'react-toastify';
import type { ShellServices } from '@villa/shared/parcel/props';

/** Services the shell lends every parcel. */
export const shellServices: ShellServices = {
  toast: (kind, message) => {
    toast[kind](message);
  },
  reportError: (error, context) => {
    console.error(`[villa] ${context ?? 'error'}`, error);
  },
};
