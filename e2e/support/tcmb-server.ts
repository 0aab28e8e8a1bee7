// TCMB's daily rates for the journeys: the bulletin the API tests use (api/test/fixtures/tcmb),
// served over HTTP as TCMB serves it, so the platform's daily job reads rates instead of trying
// www.tcmb.gov.tr, which cannot be reached from here. The API reaches it through TCMB_URL.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './env';

export async function startTcmbServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const xml = readFileSync(join(ROOT, 'api', 'test', 'fixtures', 'tcmb', 'today.xml'));
  const server = createServer((req, res) => {
    if (req.url !== '/kurlar/today.xml') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kurlar/today.xml`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
