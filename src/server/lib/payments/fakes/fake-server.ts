import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Local stand-ins for the providers' HTTP APIs, for tests only (no network in tests).

export type FakeRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: () => unknown;
};
export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = (request: FakeRequest) => FakeResponse;

export type FakeServer = { url: string; requests: FakeRequest[]; close: () => Promise<void> };

/** `port` 0 (the default) takes any free port. */
export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
        json: () => JSON.parse(body),
      };
      requests.push(request);
      let response: FakeResponse;
      try {
        response = handler(request);
      } catch (error) {
        response = { status: 500, body: { message: String(error) } };
      }
      res.writeHead(response.status, {
        'content-type': 'application/json',
        ...response.headers,
      });
      res.end(response.body === undefined ? '' : JSON.stringify(response.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
