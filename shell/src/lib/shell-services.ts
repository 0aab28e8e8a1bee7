import { notify } from '@villa/shared/ui/notify';
import type { ShellServices } from '@villa/shared/parcel/props';

/** Services the shell lends every parcel. */
export const shellServices: ShellServices = {
  toast: notify,
  reportError: (error, context) => {
    console.error(`[villa] ${context ?? 'error'}`, error);
  },
};
