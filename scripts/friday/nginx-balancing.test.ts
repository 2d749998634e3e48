import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choosePorts } from './deployment.ts';
import { startNginx, type Nginx, type Slot } from './nginx.ts';

// Which process answers, through Debian's nginx with the repository's site file (decision 080):
// three stand-ins that answer with their own port take the place of the shop's processes.

let nginx: Nginx;
let ports: number[];
const servers: http.Server[] = [];

beforeAll(async () => {
  const [nginxPort, ...shopPorts] = await choosePorts(4);
  ports = shopPorts;
  for (const port of shopPorts) {
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end(String(port)));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    servers.push(server);
  }
  nginx = await startNginx({ port: nginxPort!, slots: slotsWithDown(null) });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) server.close();
});

function slotsWithDown(down: number | null): Slot[] {
  return ports.map((port) => ({ port, down: port === down }));
}

/** The port of the process that answered. */
async function answeredBy(
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${nginx.port}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.method === 'POST' ? '{}' : undefined,
  });
  expect(response.status).toBe(200);
  return Number(await response.text());
}

async function portsFor(
  times: number,
  path: (index: number) => string,
  init?: { method?: string; headers?: Record<string, string> },
): Promise<Set<number>> {
  const answered = new Set<number>();
  for (let index = 0; index < times; index += 1) answered.add(await answeredBy(path(index), init));
  return answered;
}

const products = (index: number) => `/product/${1000 + index}`;

describe('nginx in front of three processes', () => {
  it('sends a page everyone gets to the same process every time', async () => {
    expect((await portsFor(12, () => '/shop/kleidung')).size).toBe(1);
    expect((await portsFor(12, () => '/product/1001', { method: 'HEAD' })).size).toBe(1);
  });

  it('spreads different pages over all processes', async () => {
    expect((await portsFor(60, products)).size).toBe(3);
  });

  it('spreads a visitor’s own answers and every POST, whatever the address', async () => {
    const cart = { cookie: 'warenkorb=1001.1002' };
    expect((await portsFor(30, () => '/shop/kleidung', { headers: cart })).size).toBeGreaterThan(1);
    const client = { userid: 'a1b2c3' };
    expect(
      (await portsFor(30, () => '/api/reservation', { headers: client })).size,
    ).toBeGreaterThan(1);
    expect((await portsFor(30, () => '/api/orders', { method: 'POST' })).size).toBeGreaterThan(1);
  });

  it('moves only the pages of a process taken out, and gives them back when it returns', async () => {
    const before = await Promise.all(
      Array.from({ length: 60 }, (_, index) => answeredBy(products(index))),
    );
    const out = before[0]!;
    await nginx.setSlots(slotsWithDown(out));
    const during = await Promise.all(
      Array.from({ length: 60 }, (_, index) => answeredBy(products(index))),
    );
    for (const [index, port] of during.entries()) {
      expect(port).not.toBe(out);
      if (before[index] !== out) expect(port).toBe(before[index]);
    }
    await nginx.setSlots(slotsWithDown(null));
    const after = await Promise.all(
      Array.from({ length: 60 }, (_, index) => answeredBy(products(index))),
    );
    expect(after).toEqual(before);
  });
});
