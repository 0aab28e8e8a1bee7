// The module the shell provides as the '@tanstack/react-query' share (shared/federation.config.mjs,
// PROVIDED_SHARES): only what the platform uses, the rest tree-shaken. Imported by file path: the
// package name would be turned back into the share itself.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../../../node_modules/@tanstack/react-query/build/modern/index.js';
