import { describe, expect, it } from 'vitest';
import { startMessage } from './start-message.ts';

describe('the start message', () => {
  it('names the address the shop really serves, and SITE_URL when it differs', () => {
    const lines = startMessage({
      host: '127.0.0.1',
      port: 4100,
      siteUrl: 'https://shop.example.de/',
      hasAdmin: true,
    });
    expect(lines).toEqual([
      '',
      '  The shop is running at http://127.0.0.1:4100',
      '  Public address (SITE_URL): https://shop.example.de',
      '  API documentation: http://127.0.0.1:4100/api/docs',
    ]);
  });

  it('says localhost for all interfaces and warns when SITE_URL names another local port', () => {
    const lines = startMessage({
      host: '0.0.0.0',
      port: 4100,
      siteUrl: 'http://localhost:3000',
      hasAdmin: false,
    });
    expect(lines[1]).toBe(
      '  The shop is running at http://localhost:4100 (listening on all interfaces, port 4100)',
    );
    expect(lines.join('\n')).toContain('Set SITE_URL=http://localhost:4100');
    expect(lines.join('\n')).toContain('No admin account yet');
    // One language for the operator.
    expect(lines.join('\n')).not.toMatch(/läuft|Shop läuft/);
  });

  it('stays quiet about SITE_URL when it is the address served', () => {
    const lines = startMessage({
      host: '::',
      port: 3000,
      siteUrl: 'http://localhost:3000',
      hasAdmin: true,
    });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('  API documentation: http://localhost:3000/api/docs');
  });

  it('puts an IPv6 address in brackets', () => {
    expect(
      startMessage({ host: '::1', port: 3000, siteUrl: 'http://[::1]:3000', hasAdmin: true })[1],
    ).toBe('  The shop is running at http://[::1]:3000');
  });
});
