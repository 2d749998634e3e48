import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { installClosingConnections } from './closing-connections.ts';

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('error', reject);
  });
}

it('answers a request in flight at close with Connection: close, so the process can end', async () => {
  const app = Fastify();
  installClosingConnections(app, { graceMs: 60_000 });
  let reached = () => undefined as void;
  const inHandler = new Promise<void>((resolve) => (reached = resolve));
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    reached();
    await gate;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });

  const answer = get(port, '/slow', agent);
  await inHandler;
  const closed = app.close().then(() => 'closed');
  // close() runs its hooks on a later tick; the answer is still being worked on meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  const response = await answer;
  expect(response.statusCode).toBe(200);
  expect(response.headers.connection).toBe('close');
  // Without the header the kept-alive socket holds close() open until the client lets go.
  const outcome = await Promise.race([
    closed,
    new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000)),
  ]);
  expect(outcome).toBe('closed');
  agent.destroy();
});
