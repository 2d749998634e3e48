import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** The policy as a map of directive → sources, so tests can ask about one directive. */
function parsePolicy(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the content security policy of the shop', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // A minimal build, so the server answers page requests with HTML.
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-web-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="de"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      webDist,
      env: { GOOGLE_ANALYTICS_ID: 'G-TEST12345', CDN_HOST: 'cdn.kinderkiste.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('is strict on an HTML page: scripts only from the shop and the configured Google tag', async () => {
    const response = await t.app.inject({ url: '/ueber-uns' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const policy = parsePolicy(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(policy.get('img-src')).toContain('https://cdn.kinderkiste.example');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
    // Google Ads is not configured: none of its hosts is allowed.
    expect(policy.get('img-src')).not.toContain('https://googleads.g.doubleclick.net');
    expect(policy.get('frame-src')).not.toContain('https://td.doubleclick.net');
  });

  it('isolates pages and API answers from other sites, but lets pictures be embedded anywhere', async () => {
    await fs.mkdir(path.join(t.dataDir, 'images'), { recursive: true });
    await fs.writeFile(path.join(t.dataDir, 'images', 'abc.webp'), 'RIFF');
    for (const url of ['/', '/api/site', '/images/abc.webp']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(response.headers['origin-agent-cluster'], url).toBe('?1');
      expect(response.headers['cross-origin-resource-policy'], url).toBe(
        url.startsWith('/images/') ? 'cross-origin' : 'same-origin',
      );
    }
  });

  it('carries the same policy on API answers', async () => {
    const page = await t.app.inject({ url: '/' });
    const api = await t.app.inject({ url: '/api/site' });
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('gives the API docs their own policy, relaxed for styles only', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(400);
      const policy = parsePolicy(response.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:']);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });
});

describe('contentSecurityPolicy', () => {
  const scriptSources = (googleAnalytics: boolean, googleAds: boolean) =>
    parsePolicy(contentSecurityPolicy({ googleAnalytics, googleAds, cdnHost: undefined })).get(
      'script-src',
    );

  it.each([
    [false, false, ["'self'"]],
    [true, false, ["'self'", 'https://www.googletagmanager.com']],
    [
      false,
      true,
      [
        "'self'",
        'https://www.googletagmanager.com',
        'https://www.googleadservices.com',
        'https://googleads.g.doubleclick.net',
        'https://www.google.com',
      ],
    ],
  ])('analytics %s, ads %s: script-src %j', (analytics, ads, expected) => {
    expect(scriptSources(analytics, ads)).toEqual(expected);
  });

  it('never allows inline or evaluated scripts', () => {
    const policy = contentSecurityPolicy({ googleAnalytics: true, googleAds: true, cdnHost: 'x' });
    expect(parsePolicy(policy).get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });
});
