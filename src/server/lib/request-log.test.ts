import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { requestLogLevel } from './request-log.ts';

describe('requestLogLevel', () => {
  it('logs failures as errors, slow requests as warnings, changes as info, reads as debug', () => {
    expect(requestLogLevel({ method: 'GET', statusCode: 500, milliseconds: 3 })).toBe('error');
    expect(requestLogLevel({ method: 'GET', statusCode: 200, milliseconds: 1500 })).toBe('warn');
    expect(requestLogLevel({ method: 'POST', statusCode: 201, milliseconds: 12 })).toBe('info');
    expect(requestLogLevel({ method: 'DELETE', statusCode: 404, milliseconds: 2 })).toBe('info');
    expect(requestLogLevel({ method: 'GET', statusCode: 404, milliseconds: 2 })).toBe('debug');
    expect(requestLogLevel({ method: 'HEAD', statusCode: 200, milliseconds: 2 })).toBe('debug');
  });
});

describe('request log at the default level info', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info', base: null }, sink) });
  });
  afterAll(() => t.close());

  it('writes nothing for a thousand reads', async () => {
    lines.length = 0;
    for (let index = 0; index < 1000; index++) {
      await t.app.inject({ url: `/api/products/newbees?page=${index}` });
    }
    expect(lines).toEqual([]);
  });

  it('writes one small line for a change, without query string or address', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate?email=kunde@example.de',
      payload: { email: 'kunde@example.de', code: 'GIBTESNICHT' },
    });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 30,
      method: 'POST',
      url: '/api/coupons/validate',
      msg: 'request',
    });
    expect(typeof line.status).toBe('number');
    expect(lines[0]).not.toContain('example.de');
    expect(Buffer.byteLength(lines[0]!)).toBeLessThan(160);
  });
});
