// The module the shell provides as the '@tanstack/react-query' share (shared/federation.config.mjs,
// PROVIDED_SHARES; shell/src/runtime/host.ts): only what the platform uses, the rest tree-shaken
// (a module loaded through import() keeps every export it has).
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
