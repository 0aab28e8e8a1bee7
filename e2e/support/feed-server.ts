import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

/**
 * A channel's calendar export served locally (no network in tests), for the journeys of one
 * file: listening before them, closed after. Every request gets `body()` as it is at that moment.
 */
export function useFeedServer(path: string, type: string, body: () => string): { readonly url: string } {
  let server: Server | undefined;
  let url = '';
  test.beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': type }).end(body()));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  });
  test.afterAll(async () => {
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
  });
  return {
    get url() {
      return url;
    },
  };
}
