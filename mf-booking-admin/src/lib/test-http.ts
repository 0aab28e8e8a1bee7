import { vi } from 'vitest';
import { api, axiosInstance } from '@villa/shared/api/client';

/** One call as the tests see it: method, path and what was sent. */
export interface HttpCall {
  method: string;
  url: string;
  params?: unknown;
  data?: unknown;
}

/**
 * Answers the admin's HTTP calls in component tests: both the endpoint calls (`request`, through the
 * axios instance) and the client's `api.get/post/…`. `answer` returns the JSON body (the envelope)
 * or throws (an AxiosError for a refused call); every call is recorded in order.
 */
export async function mockHttp(answer: (call: HttpCall) => unknown): Promise<HttpCall[]> {
  const calls: HttpCall[] = [];
  const respond = async (call: HttpCall) => {
    calls.push(call);
    return { data: await answer(call), status: 200, headers: {} };
  };
  const http = await axiosInstance();
  vi.spyOn(http, 'request').mockImplementation(((config: {
    method?: string;
    url?: string;
    params?: unknown;
    data?: unknown;
  }) =>
    respond({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      ...(config.params === undefined ? {} : { params: config.params }),
      ...(config.data === undefined ? {} : { data: config.data }),
    })) as never);
  for (const method of ['get', 'delete'] as const) {
    vi.spyOn(api, method).mockImplementation(((url: string, config?: { params?: unknown }) =>
      respond({
        method: method.toUpperCase(),
        url,
        ...(config?.params === undefined ? {} : { params: config.params }),
      })) as never);
  }
  for (const method of ['post', 'put', 'patch'] as const) {
    vi.spyOn(api, method).mockImplementation(((url: string, data?: unknown) =>
      respond({ method: method.toUpperCase(), url, ...(data === undefined ? {} : { data }) })) as never);
  }
  return calls;
}
