import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient: the shell and every remote use this instance (it is a
 * federation singleton through @villa/shared). Public data is not refetched on
 * window focus (SPEC §7).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 60_000,
      retry: 1,
    },
  },
});
