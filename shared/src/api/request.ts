import { queryOptions, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { routePath, type AnyRoute, type RouteArgs, type RouteInput, type RouteResult } from './route';

/**
 * Calling an endpoint from the front end, one way everywhere:
 *
 *   const banks = useQuery(endpointQuery(listBanks));                       // Bank[]
 *   const users = useQuery({ ...endpointQuery(listUsers, { query }), placeholderData: keepPreviousData });
 *   const save = useEndpointMutation(updateBank, { invalidates: [listBanks] });
 *   await save.mutateAsync({ params: { id }, body });                       // Bank
 *   const bank = await request(createBank, { body });                       // outside React
 *
 * Routes come from '@villa/shared/contracts/routes/<domain>' (generated from the contracts). The
 * answer's `content` is unwrapped here and nowhere else; a paged list gives `{ items, total }`.
 * Calls go through the single axios instance (api/client): the bearer header on admin paths, an
 * Idempotency-Key on public writes, 401/403 handling.
 *
 * This module holds no state, so it is compiled into each bundle that uses it (tree-shaken) while
 * the client stays the one shared instance: it takes axiosInstance from the copy of the client the
 * page already evaluated (the shell's share), and imports the client by its package name only when
 * there is none, so a remote does not load its own copy at start.
 */

/** Symbol.for key of api/client's AXIOS_INSTANCE_FACTORY (a value import would bundle the client). */
const FACTORY = Symbol.for('villa.axios-instance-factory');

function axiosInstance(): Promise<AxiosInstance> {
  const shared = (globalThis as unknown as Record<symbol, (() => Promise<AxiosInstance>) | undefined>)[
    FACTORY
  ];
  return shared ? shared() : import('@villa/shared/api/client').then((m) => m.axiosInstance());
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers (a feature that retries an action itself passes its own Idempotency-Key). */
  headers?: Record<string, string>;
}

interface Answer {
  content: unknown;
  total?: number;
}

/** Calls an endpoint and returns its content (`{ items, total }` for a paged list). */
export async function request<R extends AnyRoute>(
  route: R,
  ...[input, options]: RouteArgs<R, RequestOptions>
): Promise<RouteResult<R>> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const http = await axiosInstance();
  const { data } = await http.request<Answer>({
    method: route.method,
    url: routePath(route, parts.params),
    params: parts.query,
    data: parts.body,
    signal: options?.signal,
    headers: options?.headers,
  });
  return (route.total ? { items: data.content, total: data.total ?? 0 } : data.content) as RouteResult<R>;
}

export interface UploadOptions extends RequestOptions {
  /** Path parameters of the upload endpoint, if it has any. */
  params?: object;
  /** Percent sent so far (0–100). */
  onProgress?: (percent: number) => void;
  /** Milliseconds before the upload is given up (large photo batches). */
  timeout?: number;
}

/**
 * Sends files as multipart/form-data to an upload endpoint (its contract declares no JSON body: the
 * API reads the parts itself) and returns the content of the answer, like `request`.
 */
export async function upload<R extends AnyRoute>(
  route: R,
  form: FormData,
  { params, onProgress, timeout, signal, headers }: UploadOptions = {},
): Promise<RouteResult<R>> {
  const http = await axiosInstance();
  const { data } = await http.request<Answer>({
    method: route.method,
    url: routePath(route, params),
    data: form,
    signal,
    headers,
    timeout,
    onUploadProgress: onProgress
      ? (e) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0)
      : undefined,
  });
  return (route.total ? { items: data.content, total: data.total ?? 0 } : data.content) as RouteResult<R>;
}

/**
 * The query key of a call: `[route.path]` and the input when there is one. Every call of one
 * endpoint shares the first element, so `[route.path]` invalidates all of them.
 */
export function queryKeyOf<R extends AnyRoute>(route: R, input?: RouteInput<R>): readonly unknown[] {
  return input === undefined ? [route.path] : [route.path, input];
}

/** queryOptions for a GET endpoint: key and fetcher. Spread it to add options (placeholderData…). */
export function endpointQuery<R extends AnyRoute>(route: R, ...[input]: RouteArgs<R, never>) {
  return queryOptions({
    queryKey: queryKeyOf(route, input),
    queryFn: ({ signal }) => (request as RequestFn<R>)(route, input, { signal }),
  });
}

type RequestFn<R extends AnyRoute> = (
  route: R,
  input: RouteInput<R> | undefined,
  options: RequestOptions,
) => Promise<RouteResult<R>>;

export type EndpointMutationOptions<R extends AnyRoute, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<RouteResult<R>, unknown, RouteInput<R>, TOnMutateResult>,
  'mutationFn'
> & {
  /** GET endpoints whose queries (every input) are refetched once the write succeeded. */
  invalidates?: readonly AnyRoute[];
};

/** useMutation for a write endpoint; on success it invalidates the listed endpoints' queries. */
export function useEndpointMutation<R extends AnyRoute, TOnMutateResult = unknown>(
  route: R,
  { invalidates = [], onSuccess, ...options }: EndpointMutationOptions<R, TOnMutateResult> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<RouteResult<R>, unknown, RouteInput<R>, TOnMutateResult>({
    ...options,
    mutationFn: (input) => (request as RequestFn<R>)(route, input, {}),
    onSuccess: async (data, input, onMutateResult, context) => {
      await Promise.all(invalidates.map((r) => queryClient.invalidateQueries({ queryKey: queryKeyOf(r) })));
      await onSuccess?.(data, input, onMutateResult, context);
    },
  });
}
